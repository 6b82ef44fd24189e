import { StarOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useNearViewport } from '@/components/use-near-viewport';
import { useSession } from '@/entities/session';
import { SAVED_SEARCH_MESSAGES, useSavedSearches, type SavedSearch, type SavedSearchFilters } from '@/lib/saved-searches';
import { usePagePath, useRouteContext } from '@/lib/routing';
import { useBusinessStore } from '@/stores/business-store';
import { useSavedSearchActions, useSavedSearchCounts } from '../hooks/use-saved-search-counts';
import styles from './saved-searches.module.css';

// The chips bring antd's Popconfirm, Tooltip and Input: loaded only for a job seeker who has saved searches.
const SavedSearchChips = lazy(() => import('./saved-search-chips').then(({ SavedSearchChips: Chips }) => ({ default: Chips })));

interface SavedSearchPanelProps {
  /** The job list's current search and its default name: the panel then offers "保存搜索" (the list's variant). */
  current?: { filters: SavedSearchFilters; name: string };
  /** The heading's level and look: a small label in the list's filter panel, a section title on candidate home. */
  headingLevel: 2 | 3;
  headingClassName?: string;
  title: string;
  className?: string;
}

/**
 * A signed-in job seeker's saved searches (docs/decisions/070): chips that open the list with their filters, each with
 * "新增 N" for the jobs published since it was last opened, rename and delete; on the job list also "保存搜索". A
 * visitor sees only the button, which signs in first (like favourites); without a current search (candidate home) a
 * visitor sees nothing.
 */
export function SavedSearchPanel({ current, headingLevel, headingClassName, title, className }: SavedSearchPanelProps) {
  const { business } = useRouteContext();
  const session = useSession();
  const handle = useSavedSearches(business, session.isLoggedIn ? session.userInfo?.ucId : undefined);
  const actions = useSavedSearchActions(handle);
  const path = usePagePath();
  const clearPageCache = useBusinessStore((state) => state.clearPageCache);
  const ref = useRef<HTMLElement>(null);
  // The counts are asked for once the panel comes near the screen, and then kept fresh for a while (no call storm).
  const near = useNearViewport(ref, 200);
  const { counts, anyFailed, retrying, retry } = useSavedSearchCounts(handle.list, near && handle.available);
  const [status, setStatus] = useState<string>();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!current && !handle.available) return null;

  const hrefOf = ({ filters }: SavedSearch) =>
    path('job', {
      recruitType: filters.recruitType,
      query: {
        keyword: filters.keyword || undefined,
        cityCode: filters.cityCode || undefined,
        functionCode: filters.functionCode || undefined,
        targetDepart: filters.targetDepart || undefined,
        activeKey: filters.recruitType,
      },
    });

  const save = () => {
    if (!current) return;
    if (!handle.available) {
      session.login();
      return;
    }
    const outcome = actions.save(current.filters, current.name);
    setStatus(outcome.ok ? `${SAVED_SEARCH_MESSAGES.saved}“${outcome.search.name}”` : outcome.message);
  };

  const busy = [...counts.values()].some((count) => count.loading);
  return (
    <section ref={ref} className={className ?? styles.bar} aria-labelledby={titleId}>
      <Heading id={titleId} className={headingClassName ?? styles.title}>
        {title}
      </Heading>
      {handle.available && handle.list.length > 0 && (
        <Suspense fallback={<Skeleton.Button active size="small" style={{ width: 140, height: 30 }} />}>
          <SavedSearchChips
            searches={handle.list}
            counts={counts}
            busy={busy}
            hrefOf={hrefOf}
            onEditStart={() => setStatus(undefined)}
            onOpen={(search) => {
              // A search without filters opens the bare list: it must not restore the tab's last search instead.
              clearPageCache();
              actions.open(search);
            }}
            onRename={(id, name) => {
              const outcome = handle.rename(id, name);
              if (outcome.ok) setStatus(SAVED_SEARCH_MESSAGES.renamed);
              return outcome.ok ? undefined : outcome.message;
            }}
            onDelete={(id) => {
              handle.remove(id);
              setStatus(SAVED_SEARCH_MESSAGES.deleted);
            }}
          />
        </Suspense>
      )}
      {handle.available && handle.list.length === 0 && <p className={styles.empty}>{SAVED_SEARCH_MESSAGES.empty}</p>}
      {!handle.available && <p className={styles.empty}>登录后可保存当前搜索，下次一键打开，并看到新发布的职位。</p>}
      {current && (
        <span className={styles.actions}>
          <span role="status" className={styles.status}>
            {status}
          </span>
          <Button icon={<StarOutlined />} onClick={save} loading={session.loading}>
            保存搜索
          </Button>
        </span>
      )}
      {!current && (
        <span role="status" className={styles.status}>
          {status}
        </span>
      )}
      {anyFailed && (
        <p className={styles.countError}>
          {SAVED_SEARCH_MESSAGES.countFailed}
          <Button type="link" size="small" onClick={retry} loading={retrying}>
            重试
          </Button>
        </p>
      )}
    </section>
  );
}
