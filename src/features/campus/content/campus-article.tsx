import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import styles from './campus-article.module.css';

/**
 * The frame of the campus reading pages (关于我们, 了解更多): a hero in campus home's colours with the page's one h1,
 * white sections with an h2 each, and the next steps at the end.
 */

interface ArticleHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

export function ArticleHero({ eyebrow, title, lead, children }: ArticleHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="campus-article-title">
      <ContentContainer className={styles.heroInner}>
        <span className={styles.eyebrow}>{eyebrow}</span>
        <h1 id="campus-article-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </ContentContainer>
    </section>
  );
}

interface ArticleSectionProps {
  id: string;
  title: string;
  /** One line under the title. */
  intro?: string;
  children: ReactNode;
}

export function ArticleSection({ id, title, intro, children }: ArticleSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

export interface NextStep {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** Where a reader goes next: the job list, the trends, the other reading page. */
export function NextSteps({ label, steps }: { label: string; steps: readonly NextStep[] }) {
  return (
    <nav className={styles.next} aria-label={label}>
      {steps.map((step) => (
        <Link key={step.to} to={step.to} className={styles.nextLink}>
          <span className={styles.nextIcon} aria-hidden="true">
            {step.icon}
          </span>
          <span className={styles.nextBody}>
            <span className={styles.nextTitle}>{step.title}</span>
            <span className={styles.nextText}>{step.text}</span>
          </span>
          <span className={styles.nextArrow} aria-hidden="true">
            →
          </span>
        </Link>
      ))}
    </nav>
  );
}
