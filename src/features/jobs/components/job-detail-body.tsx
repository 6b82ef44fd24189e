import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { PositionDetail } from '@/api/positions';
import { displayOrDash } from '@/lib/format';
import styles from './job-detail.module.css';
import { RichText } from '@/components/rich-text';

/** A titled part of the job description; the heading names the section for screen readers. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Description, requirements, work address and benefits of a job. */
export function JobDetailBody({ position }: { position: PositionDetail }) {
  return (
    <div className={styles.body}>
      <DetailSection id="job-description" title="职位描述">
        <div className={styles.richText}>
          <RichText value={position.description} />
        </div>
      </DetailSection>
      <DetailSection id="job-requirement" title="任职要求">
        <div className={styles.richText}>
          <RichText value={position.requirement} />
        </div>
      </DetailSection>
      <DetailSection id="job-address" title="工作地点">
        <p className={styles.richText} style={{ margin: 0 }}>
          {displayOrDash(position.address)}
        </p>
      </DetailSection>
      {position.welfare.length > 0 && (
        <DetailSection id="job-welfare" title="福利待遇">
          <div>
            {position.welfare.map((item) => (
              <Tag key={item} style={{ marginBottom: 8, padding: '2px 10px', fontSize: 13 }}>
                {item}
              </Tag>
            ))}
          </div>
        </DetailSection>
      )}
    </div>
  );
}
