import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PositionCandidateResume } from '@/api/registration';
import { displayOrDash } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import styles from './registration.module.css';

/** Which special session and job the registration belongs to: the resume below is the one sent with it. */
export function RegistrationSummary({ registration }: { registration: PositionCandidateResume }) {
  const path = usePagePath();
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        报名信息
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>专场</dt>
          <dd>{displayOrDash(registration.activityName)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>报名职位</dt>
          <dd>
            {registration.positionName ? (
              <Link to={path('jobDetail', { recruitType: 'school', query: { id: registration.positionDemandId } })}>
                {registration.positionName}
              </Link>
            ) : (
              '--'
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>报名编号</dt>
          <dd>{registration.positionCandidateId}</dd>
        </div>
      </dl>
    </section>
  );
}
