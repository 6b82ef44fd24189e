import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { LoadingRegion } from '@/components/page-skeleton';
import styles from './special-session-banner.module.css';

/** The way out of a session's job list. */
export function LeaveSpecialSessionLink({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.leave}>
      ← 返回全部校招职位
    </Link>
  );
}

/** The session's banner while it loads (its code or the session): the banner's own size, so nothing moves. */
export function SpecialSessionBannerPlaceholder() {
  return (
    <LoadingRegion label="专场信息加载中" heading>
      <div className={styles.banner}>
        <div className={styles.main}>
          <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 3, width: ['60%', '50%', '90%'] }} />
        </div>
        <div className={styles.side}>
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      </div>
    </LoadingRegion>
  );
}

interface SpecialSessionBandProps {
  className: string;
  /** The campus job list without the session; no way out when the session does not exist (its page says so). */
  leaveTo?: string;
  children: ReactNode;
}

/** The band at the top of a session's job list, in place of the search band. */
export function SpecialSessionBand({ className, leaveTo, children }: SpecialSessionBandProps) {
  return (
    <section className={className} aria-label="专场介绍">
      <ContentContainer>
        {leaveTo && <LeaveSpecialSessionLink to={leaveTo} />}
        {children}
      </ContentContainer>
    </section>
  );
}
