import { useSearchParams } from 'react-router-dom';
import { LinkTabs } from '@/components/link-tabs';
import { usePagePath } from '@/lib/routing';
import { TRENDS_TABS, tabQuery, type TrendsTab } from './trends-search';
import styles from './trends-tabs.module.css';

/**
 * The four tabs of the trends page. Each is an address of its own (`trends?tab=talks`) that a link can open. A switch
 * replaces the address rather than adding to the history: Back leaves the page instead of stepping through the tabs.
 */
export function TrendsTabs({ active }: { active: TrendsTab }) {
  const path = usePagePath();
  const [params] = useSearchParams();
  const items = TRENDS_TABS.map((tab) => {
    const query = tabQuery(tab.key, {}, params).toString();
    return { key: tab.key, label: tab.label, to: `${path('trends')}${query ? `?${query}` : ''}` };
  });
  return <LinkTabs label="招聘动态栏目" items={items} active={active} replace className={styles.bar} />;
}
