import type { ReactNode } from 'react';
import { ContentContainer } from './content-container';
import { PAGE_MIN_HEIGHT } from './page-skeleton';
import styles from './record-page.module.css';

interface RecordPageProps {
  /** The page's h1. */
  title: string;
  /** The line under the title (a count, what the page is for); a non-breaking space keeps its height while loading. */
  sub?: ReactNode;
  /** What sits at the head's right: a filter, the page's main button. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The white panel of a signed-in user's records — favourites, application records, friends' resumes, referrals,
 * ranking: the title, its line and the head's actions above the list, at least a screen high so the footer stays
 * below the fold while the list loads.
 */
export function RecordPage({ title, sub, actions, children }: RecordPageProps) {
  return (
    <div className={styles.page} style={{ minHeight: PAGE_MIN_HEIGHT }}>
      <ContentContainer>
        <div className={styles.panel}>
          <div className={styles.head}>
            <div>
              <h1 className={styles.title}>{title}</h1>
              {sub !== undefined && <p className={styles.sub}>{sub}</p>}
            </div>
            {actions}
          </div>
          {children}
        </div>
      </ContentContainer>
    </div>
  );
}
