import { Skeleton } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { ContentContainer } from './content-container';

/** Header 54px and footer 270px: the skeleton fills the rest so the loaded page does not shift the footer. */
export const PAGE_MIN_HEIGHT = 'calc(100vh - 54px - 270px)';

interface LoadingRegionProps {
  /** What is loading, e.g. 职位加载中: the region's name. */
  label: string;
  /** The label is also the page's (visually hidden) h1: the region stands in for a whole page or its main part. */
  heading?: boolean;
  /** Layout of the placeholder shapes (a grid of cards, a flex row …). */
  className?: string;
  style?: CSSProperties;
  /** The grey placeholder shapes (antd Skeleton). */
  children: ReactNode;
}

/**
 * Something loading: a busy status named `label`. The placeholder shapes inside are decoration and hidden from
 * assistive technology (antd's Skeleton draws its title bar as an empty h3).
 */
export function LoadingRegion({ label, heading = false, className, style, children }: LoadingRegionProps) {
  const headingId = useId();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h1 id={headingId} className="sr-only">
          {label}
        </h1>
      )}
      <div aria-hidden="true" className={className} style={style}>
        {children}
      </div>
    </div>
  );
}

/** Placeholder of roughly a page's size while its code or its data loads. */
export function PageSkeleton() {
  return (
    <LoadingRegion label="页面加载中" heading style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0' }}>
      <ContentContainer>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24, marginBottom: 16 }}>
          <Skeleton.Input active size="large" style={{ width: 320 }} />
          <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
        </div>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </ContentContainer>
    </LoadingRegion>
  );
}
