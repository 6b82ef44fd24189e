import { Tag } from 'antd';
import type { PositionDetail } from '@/api/positions';
import { displayOrDash } from '@/lib/format';
import styles from './job-detail.module.css';
import { RichText } from './rich-text';

/** Description, requirements, work address and benefits of a job. */
export function JobDetailBody({ position }: { position: PositionDetail }) {
  return (
    <div className={styles.body}>
      <section aria-labelledby="job-description">
        <h2 id="job-description" className={styles.sectionTitle}>
          职位描述
        </h2>
        <div className={styles.richText}>
          <RichText value={position.description} />
        </div>
      </section>
      <section aria-labelledby="job-requirement">
        <h2 id="job-requirement" className={styles.sectionTitle}>
          任职要求
        </h2>
        <div className={styles.richText}>
          <RichText value={position.requirement} />
        </div>
      </section>
      <section aria-labelledby="job-address">
        <h2 id="job-address" className={styles.sectionTitle}>
          工作地点
        </h2>
        <p className={styles.richText} style={{ margin: 0 }}>
          {displayOrDash(position.address)}
        </p>
      </section>
      {position.welfare.length > 0 && (
        <section aria-labelledby="job-welfare">
          <h2 id="job-welfare" className={styles.sectionTitle}>
            福利待遇
          </h2>
          <div>
            {position.welfare.map((item) => (
              <Tag key={item} style={{ marginBottom: 8, padding: '2px 10px', fontSize: 13 }}>
                {item}
              </Tag>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
