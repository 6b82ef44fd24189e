import { useSearchParams } from 'react-router-dom';
import { LinkTabs } from '@/components/link-tabs';
import { usePagePath } from '@/lib/routing';
import { TAB_BODIES } from './tab-bodies';
import { TRENDS_TABS, tabQuery, type TrendsTab } from './trends-search';
import styles from './trends-tabs.module.css';

/**
 * The four tabs of the trends page. Each is an address of its own (`trends?tab=talks`) that a link can open. A switch
 * replaces the address rather than adding to the history: Back leaves the page instead of stepping through the tabs.
 * A tab's code starts loading when the pointer comes over it or it gets the focus (./tab-bodies): the switch that
 * follows does not wait for the whole download.
 */
export function TrendsTabs({ active }: { active: TrendsTab }) {
  const path = usePagePath();
  const [params] = useSearchParams();
  const items = TRENDS_TABS.map((tab) => {
    const query = tabQuery(tab.key, {}, params).toString();
    return {
      key: tab.key,
      label: tab.label,
      to: `${path('trends')}${query ? `?${query}` : ''}`,
      // A failed load is tried again by the switch itself (preloadableLazy keeps no failure).
      onIntent: () => void TAB_BODIES[tab.key].preload().catch(() => undefined),
    };
  });
  return <LinkTabs label="招聘动态栏目" items={items} active={active} replace className={styles.bar} />;
}
