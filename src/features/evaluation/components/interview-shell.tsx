import type { ReactNode } from 'react';
import { BreadcrumbTrail, type BreadcrumbStep } from '@/components/breadcrumb-trail';
import styles from './evaluation.module.css';
import { InterviewTopBar } from './interview-top-bar';

/**
 * The frame of an interview page inside the bare layout (rule ROUTE-8: no portal header or footer): the wordmark and
 * where the interviewer is (with their sign-out menu), then the page.
 */
export function InterviewShell({ steps, children }: { steps: readonly BreadcrumbStep[]; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.shellTop}>
        <InterviewTopBar />
      </div>
      <BreadcrumbTrail steps={steps} />
      <div className={styles.shellBody}>{children}</div>
    </div>
  );
}
