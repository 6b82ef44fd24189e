import { Skeleton } from 'antd';
import type { PositionSummary } from '@/api/positions';
import { JobCard } from '@/entities/job/job-card';
import { LoadingRegion } from '@/components/page-skeleton';
import { usePagePath } from '@/lib/routing';
import styles from './job-detail.module.css';

interface SimilarJobsProps {
  jobs?: PositionSummary[];
  loading: boolean;
}

/** Recommended similar jobs beside the detail; nothing at all when there are none or they failed to load. */
export function SimilarJobs({ jobs, loading }: SimilarJobsProps) {
  const path = usePagePath();
  if (!loading && !jobs?.length) return null;
  return (
    <section className={styles.side} aria-labelledby="similar-jobs">
      <h2 id="similar-jobs" className={styles.sectionTitle}>
        相似职位
      </h2>
      {loading ? (
        <LoadingRegion label="相似职位加载中">
          <Skeleton active paragraph={{ rows: 6 }} />
        </LoadingRegion>
      ) : (
        <div style={{ display: 'grid', gap: 10 }}>
          {jobs?.map((job) => (
            <JobCard
              key={job.id}
              position={job}
              compact
              href={path('jobDetail', { recruitType: job.recruitType, query: { id: job.id } })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
