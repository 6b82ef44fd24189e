import { Tag } from 'antd';
import type { EvaluationConclusion, EvaluationDetail } from '@/api/evaluation';
import { displayOrDash } from '@/lib/format';
import { CONCLUSION_LABEL } from '../lib/evaluation-form';
import { isScore, meaningsOf } from '../lib/rubric';
import styles from './evaluation.module.css';

// Solid tags with white text keep the AA contrast antd's light presets miss.
const CONCLUSION_COLOR: Record<EvaluationConclusion, string> = { 1: '#237804', 2: '#a8071a', 3: '#874d00' };

/** A submitted evaluation, read-only: what was scored (with what the score means on that dimension), recommended and written. */
export function EvaluationResult({ detail }: { detail: EvaluationDetail }) {
  const conclusion = detail.conclusion;
  return (
    <div>
      <section className={styles.formSection} aria-labelledby="result-dimensions">
        <h2 id="result-dimensions" className={styles.sectionTitle}>
          维度评分
          {detail.score !== null && <span className={styles.sectionHint}>平均 {detail.score} 分</span>}
        </h2>
        <dl className={styles.resultList}>
          {detail.dimensions.map((dimension) => (
            <div key={dimension.code} className={styles.resultRow}>
              <dt>{dimension.name}</dt>
              <dd>
                <strong>{dimension.score === null ? '--' : `${dimension.score} 分`}</strong>
                {isScore(dimension.score) && (
                  <span className={styles.meaning}>{meaningsOf(dimension.rubric)[dimension.score]}</span>
                )}
                {dimension.comment && <p className={styles.note}>{dimension.comment}</p>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.formSection} aria-labelledby="result-conclusion">
        <h2 id="result-conclusion" className={styles.sectionTitle}>
          面试结论
        </h2>
        <dl className={styles.resultList}>
          <div className={styles.resultRow}>
            <dt>综合推荐</dt>
            <dd>{conclusion ? <Tag color={CONCLUSION_COLOR[conclusion]}>{CONCLUSION_LABEL[conclusion]}</Tag> : '--'}</dd>
          </div>
          <div className={styles.resultRow}>
            <dt>评价总结</dt>
            <dd className={styles.comment}>{displayOrDash(detail.comment)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
