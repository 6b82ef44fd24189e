import { Button, Skeleton } from 'antd';
import { Suspense, lazy, startTransition, useState } from 'react';
import { LoadingRegion } from '@/components/page-skeleton';
import { useWhenIdle } from '../hooks/use-when-idle';
import type { JobFiltersProps } from './job-filters';

/** The filters' widths (job-filters.tsx), so the skeleton holds exactly their place. */
const FILTER_WIDTHS = [240, 200, 200] as const;

function FiltersUnavailable() {
  return (
    <Button type="link" onClick={() => window.location.reload()}>
      筛选条件加载失败，点击刷新
    </Button>
  );
}

// antd's Cascader and Select (≈ 45 kB gzip with their popup engine) load after the page, not before it.
const JobFilters = lazy(() =>
  import('./job-filters').then(
    ({ JobFilters: Filters }) => ({ default: Filters }),
    () => ({ default: FiltersUnavailable }),
  ),
);

function FiltersSkeleton() {
  return (
    <LoadingRegion label="筛选条件加载中" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {FILTER_WIDTHS.map((width, index) => (
        <Skeleton.Input key={index} active style={{ width, minWidth: width }} />
      ))}
    </LoadingRegion>
  );
}

/**
 * The job list's filters. Their code loads once the page is idle — at once when the URL already sets a filter, or
 * when the pointer reaches for them first; antd's Skeleton holds their place until then.
 */
export function DeferredJobFilters(props: JobFiltersProps) {
  const { cityCode, functionCode, targetDepart } = props.search;
  const [wanted, setWanted] = useState(Boolean(cityCode || functionCode || targetDepart));
  const [want] = useState(() => () => startTransition(() => setWanted(true)));
  useWhenIdle(want, wanted);
  return (
    <div onPointerEnter={wanted ? undefined : want}>
      <Suspense fallback={<FiltersSkeleton />}>{wanted ? <JobFilters {...props} /> : <FiltersSkeleton />}</Suspense>
    </div>
  );
}
