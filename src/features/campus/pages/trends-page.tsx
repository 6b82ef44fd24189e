import { useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { TAB_BODIES } from '../trends/tab-bodies';
import { TrendsTabs } from '../trends/trends-tabs';
import { parseTab } from '../trends/trends-search';
import styles from './trends-page.module.css';

/**
 * /school/trends (rule CAMPUS-4): the recruitment process, the talk overview, the notice area and the Q&A area, one
 * tab each, the tab in the address (`?tab=process|talks|notices|qa`) so a link opens it. Only the open tab loads,
 * its code too (../trends/tab-bodies).
 */
export default function TrendsPage() {
  const [params] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const Body = TAB_BODIES[tab].Component;
  return (
    <div className={styles.page} style={{ minHeight: PAGE_MIN_HEIGHT }}>
      <section className={styles.banner}>
        <ContentContainer>
          <h1 className={styles.title}>招聘动态</h1>
          <p className={styles.lead}>招聘流程、宣讲行程、公告与答疑，第一时间掌握校园招聘的每一步。</p>
        </ContentContainer>
      </section>
      <ContentContainer>
        <div className={styles.panel}>
          <TrendsTabs active={tab} />
          <Body key={tab} />
        </div>
      </ContentContainer>
    </div>
  );
}
