import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { positionQueries } from '@/api/positions';
import { Suspense, lazy, memo, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BreadcrumbTrail } from '@/components/breadcrumb-trail';
import { ContentContainer } from '@/components/content-container';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion, PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { isHttpError } from '@/lib/http';
import { usePageHead } from '@/lib/seo';
import { JobDetailBody } from '../components/job-detail-body';
import { JobDetailSummary } from '../components/job-detail-summary';
import styles from '../components/job-detail.module.css';
import { useIdleValue } from '../hooks/use-when-idle';
import { jobDetailHead, jobDetailTitleHead } from '../job-detail-head';
import { SimilarJobs } from '../components/similar-jobs';

// antd's Result with its 404 illustration (≈ 10 kB gzip) is needed only for a job that is gone.
const JobNotFound = lazy(() => import('../components/job-not-found'));

// The job's summary and description render again only for another job: the similar jobs' answer, the session's and the
// page head's idle update each force a render of this page, which would otherwise redo both (135 ms at 4× on the
// similar jobs' answer; docs/decisions/115).
const Summary = memo(JobDetailSummary);
const Body = memo(JobDetailBody);

/** An unknown id answers 404 or a business error: the job does not exist (any more). */
function isMissing(error: unknown): boolean {
  return isHttpError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status === 404));
}

/** Job detail of any recruit type: summary with apply / favourite / share, description, similar jobs. */
export default function JobDetailPage() {
  const recruitType = useRecruitType();
  const path = usePagePath();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const detail = useQuery(positionQueries.detail(id));
  const similar = useQuery(positionQueries.recommendation(detail.data ? id : undefined));
  const navigate = useNavigate();
  const listPath = path('job', { query: { activeKey: recruitType } });
  const titleHead = useMemo(() => (detail.data ? jobDetailTitleHead(detail.data) : undefined), [detail.data]);
  usePageHead(useIdleValue(detail.data, jobDetailHead) ?? titleHead);

  let content;
  if (!id || (detail.isError && isMissing(detail.error))) {
    content = (
      <div className={styles.summary}>
        <Suspense fallback={<div style={{ minHeight: 360 }} />}>
          <JobNotFound onMoreJobs={() => navigate(listPath)} />
        </Suspense>
      </div>
    );
  } else if (detail.isError) {
    content = (
      <div className={styles.summary}>
        <LoadErrorResult
          what="职位详情"
          headingLevel={1}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  } else if (!detail.data) {
    content = (
      <LoadingRegion label="职位详情加载中" heading>
        <div className={styles.summary} style={{ minHeight: 214 }}>
          <Skeleton active title={{ width: '35%' }} paragraph={{ rows: 3 }} />
        </div>
        <div className={styles.columns}>
          <div className={styles.body} style={{ minHeight: 480 }}>
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
          <div className={styles.side}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        </div>
      </LoadingRegion>
    );
  } else {
    content = (
      <>
        <Summary position={detail.data} />
        <div className={styles.columns}>
          <Body position={detail.data} />
          <SimilarJobs jobs={similar.data} loading={similar.isLoading} />
        </div>
      </>
    );
  }

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '16px 0 40px' }}>
      <ContentContainer>
        <BreadcrumbTrail
          steps={[
            { title: '首页', to: path('home') },
            { title: RECRUIT_TYPE_LABEL[recruitType], to: listPath },
            { title: detail.data?.positionName ?? '职位详情' },
          ]}
        />
        {content}
      </ContentContainer>
    </div>
  );
}
