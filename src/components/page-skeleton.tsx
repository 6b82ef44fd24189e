import { Skeleton } from 'antd';
import { ContentContainer } from './content-container';

/** Header 54px and footer 270px: the skeleton fills the rest so the loaded page does not shift the footer. */
export const PAGE_MIN_HEIGHT = 'calc(100vh - 54px - 270px)';

/** Placeholder of roughly a page's size while its code loads. */
export function PageSkeleton() {
  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0' }} aria-busy="true" aria-label="页面加载中">
      <ContentContainer>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24, marginBottom: 16 }}>
          <Skeleton.Input active size="large" style={{ width: 320 }} />
          <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
        </div>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </ContentContainer>
    </div>
  );
}
