import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { BreadcrumbTrail, type BreadcrumbStep } from '@/components/breadcrumb-trail';
import styles from './evaluation.module.css';

/**
 * The frame of an interview page inside the bare layout (rule ROUTE-8: no portal header or footer): the wordmark and
 * where the interviewer is, then the page.
 */
export function InterviewShell({ steps, children }: { steps: readonly BreadcrumbStep[]; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.shellTop}>
        <BrandLogo subtitle="面试官工作台" />
      </div>
      <BreadcrumbTrail steps={steps} />
      <div className={styles.shellBody}>{children}</div>
    </div>
  );
}
