import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { evaluationQueries, type EvaluationDetail } from '@/api/evaluation';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { isHttpError } from '@/lib/http';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { EvaluationHeading } from '../components/evaluation-heading';
import { EvaluationResult } from '../components/evaluation-result';
import { FillInForm } from '../components/fill-in-form';
import { InterviewShell } from '../components/interview-shell';
import { ResumePanel } from '../components/resume-panel';
import { useEvaluationDraft } from '../hooks/use-evaluation-draft';
import styles from '../components/evaluation.module.css';

function FillInSkeleton() {
  return (
    <LoadingRegion label="评价加载中" heading>
      <div className={`${styles.card} ${styles.pageHead}`} style={{ height: 96 }}>
        <Skeleton active title={{ width: 280 }} paragraph={{ rows: 1, width: 420 }} />
      </div>
      <div className={styles.layout}>
        <div className={styles.card} style={{ minHeight: 640 }}>
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
        <div className={styles.card} style={{ minHeight: 640 }}>
          <Skeleton active paragraph={{ rows: 14 }} />
        </div>
      </div>
    </LoadingRegion>
  );
}

/** Submitted: read-only, saying when (rule INTERVIEW-4). A draft left behind (another tab) has no use any more. */
function SubmittedEvaluation({ detail, userKey }: { detail: EvaluationDetail; userKey: string }) {
  const { clear } = useEvaluationDraft(userKey, detail.id);
  useEffect(clear, [clear]);
  return (
    <div className={styles.card}>
      <Alert
        type="success"
        showIcon
        title={detail.submitTime ? `该评价已于 ${detail.submitTime} 提交，不可再修改` : '该评价已提交，不可再修改'}
        style={{ marginBottom: 16 }}
      />
      <EvaluationResult detail={detail} />
    </div>
  );
}

/** /interview/{type}/fillin?id=…: the candidate's resume beside the evaluation form (rule INTERVIEW-4). */
export default function EvaluationFillInPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const path = usePagePath();
  const navigate = useNavigate();
  const recruitType = useRecruitType();
  const session = useSession();
  const detail = useQuery(evaluationQueries.detail(id));
  const userKey = session.userInfo?.ucId;
  const listPath = path('list');

  // Without an id ("填写评价" on the interview home) the evaluations still to fill in are the place to choose one.
  if (!id) return <Navigate to={path('list', { query: { status: 0 } })} replace />;
  // The evaluation names its recruit type, not the path: opened under another type's path, go to its own (issue 19).
  const ownType = detail.data?.recruitType;
  if (ownType && ownType !== recruitType)
    return <Navigate to={path('fillin', { recruitType: ownType, query: { id } })} replace />;

  const steps = [
    { title: '面试评价', to: path('home') },
    { title: `${RECRUIT_TYPE_LABEL[recruitType]} · 我的评价`, to: listPath },
    { title: detail.data?.status === 1 ? '查看评价' : '填写评价' },
  ];

  // The draft belongs to the signed-in interviewer (rule DRAFT-1): without them, say so rather than risk the typing.
  const userFailed = Boolean(session.token) && !session.loading && userKey === undefined;
  let body;
  if (userFailed) {
    body = (
      <div className={styles.card}>
        <LoadErrorResult what="评价" headingLevel={1} onRetry={() => window.location.reload()} />
      </div>
    );
  } else if (detail.isError && !detail.data) {
    const error = detail.error;
    // The server refused this evaluation (unknown, or another interviewer's): retrying will not change that.
    body =
      isHttpError(error) && error.kind === 'business' ? (
        <div className={styles.card}>
          <Result
            status="warning"
            title={<h1 className="result-heading">无法打开这份评价</h1>}
            subTitle={`${error.message}。它可能已被删除，或不是分配给您的评价，请从「我的评价」中打开。`}
            extra={
              <Button type="primary" onClick={() => navigate(listPath)}>
                返回我的评价
              </Button>
            }
          />
        </div>
      ) : (
        <div className={styles.card}>
          <LoadErrorResult
            what="面试评价"
            headingLevel={1}
            error={error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        </div>
      );
  } else if (!detail.data || userKey === undefined) {
    body = <FillInSkeleton />;
  } else {
    const data = detail.data;
    body = (
      <>
        <EvaluationHeading detail={data} />
        <div className={styles.layout} style={{ marginTop: 16 }}>
          <ResumePanel positionCandidateId={data.positionCandidateId} />
          {data.status === 1 ? (
            <SubmittedEvaluation detail={data} userKey={userKey} />
          ) : (
            <FillInForm key={`${userKey}:${data.id}`} detail={data} userKey={userKey} />
          )}
        </div>
      </>
    );
  }

  return <InterviewShell steps={steps}>{body}</InterviewShell>;
}
