import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styles from './breadcrumb-trail.module.css';

export interface BreadcrumbStep {
  title: string;
  /** A page of the portal; the last step (the current page) has none. */
  to?: string;
}

/**
 * Where the visitor is: links back up to the current page, drawn like antd's Breadcrumb. Plain markup: antd's
 * Breadcrumb brings its Dropdown and Menu (≈ 18 kB gzip) for item menus the portal never shows.
 */
export function BreadcrumbTrail({ steps }: { steps: readonly BreadcrumbStep[] }) {
  return (
    <nav className={styles.trail} aria-label="面包屑">
      <ol>
        {steps.map((step, index) => (
          <Fragment key={`${index}-${step.title}`}>
            {index > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li className={styles.step}>
              {step.to ? <Link to={step.to}>{step.title}</Link> : <span aria-current="page">{step.title}</span>}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
