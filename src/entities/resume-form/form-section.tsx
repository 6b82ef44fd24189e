import type { ReactNode } from 'react';
import styles from './resume-form.module.css';

interface FormSectionProps {
  /** Anchor id of the section (the side navigation links to it). */
  id: string;
  title: string;
  /** Shown at the right of the title, e.g. an "add" button. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One titled section of the resume form, reachable from the side anchor. */
export function FormSection({ id, title, extra, children }: FormSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
