import { Tag } from 'antd';
import type { EvaluationDetail, EvaluationStatus } from '@/api/evaluation';
import { displayOrDash, EMPTY_PLACEHOLDER } from '@/lib/format';
import styles from './evaluation.module.css';

/** Evaluation status (rule STATE-15): solid tags keep AA contrast; an unknown status reads "--". */
export function StatusTag({ status }: { status: EvaluationStatus | null }) {
  if (status === null) return <span>{EMPTY_PLACEHOLDER}</span>;
  return status === 1 ? <Tag color="#237804">已提交</Tag> : <Tag color="#ad4e00">待填写</Tag>;
}

/** Who was interviewed, for which job, in which round and when. */
export function EvaluationHeading({ detail }: { detail: EvaluationDetail }) {
  const submitted = detail.status === 1;
  return (
    <div className={`${styles.card} ${styles.pageHead}`}>
      <div>
        <h1 className={styles.pageTitle}>
          {submitted ? '面试评价' : '填写评价'}：{displayOrDash(detail.candidateName)}
        </h1>
        <p className={styles.pageSub}>
          应聘 {displayOrDash(detail.positionName)} · {displayOrDash(detail.interviewRound)} · 面试时间{' '}
          {displayOrDash(detail.interviewTime)}
        </p>
      </div>
      <StatusTag status={detail.status} />
    </div>
  );
}
