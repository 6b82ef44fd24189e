import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { ContentContainer } from './content-container';
import { PAGE_MIN_HEIGHT } from './page-skeleton';

interface ComingSoonPageProps {
  title: string;
}

/** Placeholder for a page that a later release delivers. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0' }}>
      <ContentContainer>
        <div style={{ background: '#fff', borderRadius: 8, padding: '48px 24px' }}>
          <Result
            icon={<ClockCircleOutlined style={{ color: '#e4393c' }} />}
            title={<h1 className="result-heading">{title}</h1>}
            subTitle="该页面即将上线，敬请期待"
          />
        </div>
      </ContentContainer>
    </div>
  );
}
