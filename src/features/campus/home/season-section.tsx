import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadErrorResult } from '@/components/load-error-result';
import type { LoadErrorResultProps } from '@/components/load-error-result-view';
import styles from './season.module.css';

interface SeasonSectionProps {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: string;
  /** A line under the title saying what the section holds. */
  intro?: string;
  /** "查看全部…" in the section's head. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** One part of "the season at a glance": a white panel with its heading, a link to all of it, and its body. */
export function SeasonSection({ id, title, intro, more, className, children }: SeasonSectionProps) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <div>
          <h2 id={id} className={styles.panelTitle}>
            {title}
          </h2>
          {intro && <p className={styles.panelIntro}>{intro}</p>}
        </div>
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A section with nothing to show: what is missing, in the section's own size. */
export function SectionEmpty({ icon, text, className }: { icon: ReactNode; text: string; className: string }) {
  return (
    <div className={`${styles.state} ${className}`}>
      <span className={styles.stateIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.stateText}>{text}</p>
    </div>
  );
}

/** A section whose call failed: what failed and "重试", in the section's own size (the rest of the page works on). */
export function SectionError({ className, ...props }: LoadErrorResultProps & { className: string }) {
  return (
    <div className={`${styles.state} ${styles.error} ${className}`}>
      <LoadErrorResult {...props} />
    </div>
  );
}
