import { Skeleton } from 'antd';
import { Suspense, lazy, startTransition, useState, type ReactNode } from 'react';
import { LoadingRegion } from '@/components/page-skeleton';
import { useWhenIdle } from '../hooks/use-when-idle';
import type { ListSavedSearchesProps } from './list-saved-searches';
import { SAVED_SEARCH_TITLES } from './saved-search-titles';
import styles from './saved-searches.module.css';

// The saved searches (the panel, `lib/saved-searches` and, through the chips, antd's Popconfirm, Tooltip and Input) load
// once the page is idle, like the filters: the list's search box and results paint first (bench, mobile preset: the job
// list's LCP went 2.58 → 2.87 s while the panel was in the page's chunk).
const ListSavedSearches = lazy(() => import('./list-saved-searches').then(({ ListSavedSearches: List }) => ({ default: List })));
const SavedSearchPanel = lazy(() => import('./saved-searches').then(({ SavedSearchPanel: Panel }) => ({ default: Panel })));

interface FrameProps {
  title: string;
  headingLevel: 2 | 3;
  className?: string;
  headingClassName?: string;
}

/** The panel's frame while its code loads: its heading and a skeleton of its row, at the panel's own height. */
function PanelPlaceholder({ title, headingLevel, className, headingClassName }: FrameProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <LoadingRegion label={`${title}加载中`} className={className ?? styles.bar}>
      <Heading className={headingClassName ?? styles.title}>{title}</Heading>
      <Skeleton.Button active style={{ width: 160 }} />
    </LoadingRegion>
  );
}

/** Renders `children` once the page is idle (or the pointer reaches for them), `fallback` until then. */
function WhenIdle({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [want] = useState(() => () => startTransition(() => setWanted(true)));
  useWhenIdle(want, wanted);
  return (
    <div onPointerEnter={wanted ? undefined : want}>
      <Suspense fallback={fallback}>{wanted ? children : fallback}</Suspense>
    </div>
  );
}

/** The job list's saved searches with "保存搜索" (docs/decisions/070), loaded when the page is idle. */
export function DeferredListSavedSearches(props: ListSavedSearchesProps) {
  return (
    <WhenIdle fallback={<PanelPlaceholder title={SAVED_SEARCH_TITLES.list} headingLevel={2} />}>
      <ListSavedSearches {...props} />
    </WhenIdle>
  );
}

/**
 * Candidate home's saved searches, loaded when the page is idle. `placeholder` holds their place meanwhile (a signed-in
 * job seeker); without it nothing shows (a visitor, for whom the panel shows nothing either).
 */
export function DeferredSavedSearchPanel({ placeholder, ...frame }: FrameProps & { placeholder: boolean }) {
  return (
    <WhenIdle fallback={placeholder ? <PanelPlaceholder {...frame} /> : null}>
      <SavedSearchPanel {...frame} />
    </WhenIdle>
  );
}
