import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PositionSummary } from '@/api/positions';
import { displayOrDash, formatDate, formatSalary } from '@/lib/format';
import styles from './job-card.module.css';

interface JobCardProps {
  position: PositionSummary;
  /** Where the card leads (the job detail); absent for a job that can no longer be opened. */
  href?: string;
  /** Controls on the right (favourite toggle, remove …), kept clickable above the card link. */
  actions?: ReactNode;
  /** Shown before the title, e.g. an "已失效" tag. */
  badge?: ReactNode;
  /** Greyed out: the job is closed. */
  invalid?: boolean;
  /** A smaller card for side columns and grids. */
  compact?: boolean;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** City as a seeker reads it: "上海市·浦东新区", or the province when the city repeats it. */
export function placeOf(position: Pick<PositionSummary, 'cityName' | 'areaName' | 'provinceName'>): string {
  const city = position.cityName || position.provinceName;
  return [city, position.areaName].filter(Boolean).join('·') || '--';
}

/** One job in a list: title, salary, place, education, headcount, department, publish date and tags. */
export function JobCard({ position, href, actions, badge, invalid = false, compact = false, headingLevel = 3 }: JobCardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.card, invalid ? styles.invalid : '', compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={position.positionName}>
      <div className={styles.main}>
        <div className={styles.titleRow}>
          <Heading style={{ margin: 0, minWidth: 0, display: 'flex', alignItems: 'center', gap: 8, fontSize: 'inherit' }}>
            {badge}
            {href ? (
              <Link to={href} className={styles.title}>
                {position.positionName}
              </Link>
            ) : (
              <span className={styles.title}>{position.positionName}</span>
            )}
          </Heading>
          <span className={styles.salary}>{formatSalary(position.salaryMin, position.salaryMax)}</span>
        </div>
        <div className={styles.meta}>
          <span>{placeOf(position)}</span>
          <span>{displayOrDash(position.educationName)}</span>
          {!compact && <span>{displayOrDash(position.workYears)}</span>}
          <span>招{displayOrDash(position.headcount)}人</span>
        </div>
        <div className={styles.footer}>
          <span>
            {displayOrDash(position.targetDepartName)}
            <span style={{ margin: '0 8px', color: '#d9d9d9' }}>·</span>
            发布于 {formatDate(position.publishDate)}
          </span>
          {!compact && position.tags.length > 0 && (
            <span className={styles.tags}>
              {position.tags.slice(0, 4).map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
