import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { NoticesTab } from '../trends/notices-tab';
import { ProcessTab } from '../trends/process-tab';
import { QaTab } from '../trends/qa-tab';
import { TalksTab } from '../trends/talks-tab';
import { TrendsTabs } from '../trends/trends-tabs';
import { parseTab, type TrendsTab } from '../trends/trends-search';
import styles from './trends-page.module.css';

const TAB_BODY: Record<TrendsTab, ComponentType> = {
  process: ProcessTab,
  talks: TalksTab,
  notices: NoticesTab,
  qa: QaTab,
};

/**
 * /school/trends (rule CAMPUS-4): the recruitment process, the talk overview, the notice area and the Q&A area, one
 * tab each, the tab in the address (`?tab=process|talks|notices|qa`) so a link opens it. Only the open tab loads.
 */
export default function TrendsPage() {
  const [params] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const Body = TAB_BODY[tab];
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
