import { Button } from 'antd';
import { Suspense, lazy, startTransition, useState } from 'react';
import type { FilterName, JobFiltersProps } from './job-filters';
import { SelectLookAlike } from './select-look-alike';

/** The filters' closed look, in their order and widths (job-filters.tsx). */
const LOOK_ALIKES: ReadonlyArray<{ name: FilterName; label: string; width: number }> = [
  { name: 'city', label: '工作城市', width: 240 },
  { name: 'function', label: '职位类别', width: 200 },
  { name: 'depart', label: '招聘部门', width: 200 },
];

function FiltersUnavailable() {
  return (
    <Button type="link" onClick={() => window.location.reload()}>
      筛选条件加载失败，点击刷新
    </Button>
  );
}

// antd's Cascader and Select (≈ 45 kB gzip with their popup engine) load when a visitor reaches for a filter.
const JobFilters = lazy(() =>
  import('./job-filters').then(
    ({ JobFilters: Filters }) => ({ default: Filters }),
    () => ({ default: FiltersUnavailable }),
  ),
);

interface Handover {
  name: FilterName;
  open: boolean;
}

/**
 * The job list's filters, their code loaded on the first sign of use: the pointer over them, keyboard focus, or a
 * filter already set in the URL. Until then look-alikes of the closed controls hold their place; the load runs as a
 * transition, so they stay on screen (and focused) until the real controls replace them, which then take the focus
 * and open the one that was clicked.
 */
export function DeferredJobFilters(props: JobFiltersProps) {
  const { cityCode, functionCode, targetDepart } = props.search;
  const [wanted, setWanted] = useState(Boolean(cityCode || functionCode || targetDepart));
  const [handover, setHandover] = useState<Handover>();
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const lookAlikes = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {LOOK_ALIKES.map(({ name, label, width }) => (
        <SelectLookAlike
          key={name}
          label={label}
          width={width}
          onFocus={() => {
            setHandover((current) => (current?.name === name ? current : { name, open: false }));
            want();
          }}
          onOpen={() => {
            setHandover({ name, open: true });
            want();
          }}
        />
      ))}
    </div>
  );
  return (
    <div onPointerEnter={want}>
      <Suspense fallback={lookAlikes}>
        {wanted ? <JobFilters {...props} autoFocus={handover?.name} openOnMount={handover?.open} /> : lookAlikes}
      </Suspense>
    </div>
  );
}
