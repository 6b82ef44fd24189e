import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { positionQueries, type PositionSummary } from '@/api/positions';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { Link } from 'react-router-dom';
import { JobCard } from '@/entities/job/job-card';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { DEFAULT_RECRUIT_TYPE } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import styles from '../pages/candidate-home-page.module.css';

const SHOWN = 9;

/** The home page's hot jobs grid (/position_demand/hot). */
export function HotJobs() {
  const hot = useQuery(positionQueries.hot());
  // The answer renders the grid in the background, in slices (docs/decisions/095, 116).
  return <HotJobsView {...queryViewProps(hot)} />;
}

const HotJobsView = deferredView(function HotJobsView({ data, failed, fetching, refetch }: QueryViewProps<PositionSummary[]>) {
  const path = usePagePath();
  let body;
  if (failed) body = <LoadErrorResult what="热招职位" onRetry={() => void refetch()} retrying={fetching} />;
  else if (!data) {
    body = (
      <LoadingRegion label="热招职位加载中" className={styles.hotGrid}>
        {Array.from({ length: SHOWN }, (_, i) => (
          <div key={i} style={{ background: '#fff', borderRadius: 8, padding: 16, height: 112 }}>
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (data.length === 0) body = <p style={{ textAlign: 'center', color: '#6b6b6b' }}>暂无热招职位</p>;
  else {
    body = (
      <div className={styles.hotGrid}>
        {data.slice(0, SHOWN).map((job) => (
          <JobCard
            key={job.id}
            position={job}
            compact
            href={path('jobDetail', { recruitType: job.recruitType, query: { id: job.id } })}
          />
        ))}
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="hot-jobs">
      <div className={styles.sectionHead}>
        <h2 id="hot-jobs" className={styles.sectionTitle}>
          热招职位
        </h2>
        <Link to={path('job', { recruitType: DEFAULT_RECRUIT_TYPE })}>查看全部职位 →</Link>
      </div>
      {body}
    </section>
  );
});
