import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { evaluationQueries } from '@/api/evaluation';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { CandidateResume } from './candidate-resume';
import styles from './evaluation.module.css';

/**
 * The evaluated candidate's resume beside the form, scrolling on its own so it stays at hand while the form is
 * filled in (it takes the keyboard focus to be scrolled without a mouse).
 */
export function ResumePanel({ positionCandidateId }: { positionCandidateId: string }) {
  const resume = useQuery(evaluationQueries.candidateResume(positionCandidateId));

  let body;
  if (!positionCandidateId) body = <Empty description="暂无可查看的候选人简历" />;
  else if (resume.isError && !resume.data)
    body = <LoadErrorResult what="候选人简历" onRetry={() => void resume.refetch()} retrying={resume.isFetching} />;
  else if (!resume.data)
    body = (
      <LoadingRegion label="简历加载中">
        <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 2 }} />
        <Skeleton active paragraph={{ rows: 5 }} style={{ marginTop: 24 }} />
        <Skeleton active paragraph={{ rows: 5 }} style={{ marginTop: 24 }} />
      </LoadingRegion>
    );
  else body = <CandidateResume resume={resume.data.resume} />;

  return (
    <section className={styles.resumePanel} aria-labelledby="candidate-resume-title" tabIndex={0}>
      <h2 id="candidate-resume-title" className={styles.panelTitle}>
        候选人简历
      </h2>
      {body}
    </section>
  );
}
