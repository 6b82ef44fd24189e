import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { pointsQueries } from '@/api/points';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { displayOrDash } from '@/lib/format';
import { formatIntegralChange } from '../lib/bill';
import styles from './points.module.css';

/** The points summary (current, cumulative, used) and the rules that earn points. */
export function PointsSummary() {
  const summary = useQuery(pointsQueries.summary());

  if (summary.isError && !summary.data) {
    return (
      <section className={styles.card} aria-label="积分概览">
        <LoadErrorResult what="积分概览" onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      </section>
    );
  }
  if (!summary.data) {
    return (
      <section className={styles.card} aria-label="积分概览">
        <LoadingRegion label="积分概览加载中" className={styles.summaryGrid}>
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.figure}>
              <Skeleton active title={{ width: 80 }} paragraph={{ rows: 1, width: 120 }} />
            </div>
          ))}
        </LoadingRegion>
        <div aria-hidden="true" style={{ marginTop: 20 }}>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      </section>
    );
  }

  const { currentIntegral, totalIntegral, usedIntegral, rules } = summary.data;
  const figures = [
    { label: '当前积分', value: currentIntegral, strong: true },
    { label: '累计积分', value: totalIntegral },
    { label: '已使用积分', value: usedIntegral },
  ];
  return (
    <section className={styles.card} aria-labelledby="points-summary-title">
      <h2 id="points-summary-title" className={styles.sectionTitle}>
        积分概览
      </h2>
      <dl className={styles.summaryGrid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={figure.strong ? `${styles.figureValue} ${styles.figureStrong}` : styles.figureValue}>
              {displayOrDash(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.rulesTitle}>积分规则</h3>
      {rules.length === 0 ? (
        <p className={styles.muted}>具体规则以公司内推制度为准。</p>
      ) : (
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule.title}>
              <span className={styles.ruleTitle}>{rule.title}</span>
              <span className={styles.ruleIntegral}>{formatIntegralChange(rule.integral)} 积分</span>
              {rule.description && <span className={styles.muted}>{rule.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
