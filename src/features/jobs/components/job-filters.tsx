import { Button, Cascader, Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { CityNode, FunctionNode, TargetDepart } from '@/api/positions';
import { toTreeOptions } from '@/lib/format';
import type { JobSearch } from '../hooks/use-job-search';

export interface JobFiltersProps {
  search: JobSearch;
  onChange: (change: Partial<JobSearch>) => void;
  cities?: CityNode[];
  functions?: FunctionNode[];
  departs?: TargetDepart[];
}

/** The province → city → area path to a code of any level, so a URL code shows as its full path. */
export function cityPathOf(nodes: CityNode[] | undefined, code: string): string[] {
  if (!nodes || !code) return [];
  for (const node of nodes) {
    if (node.id === code) return [node.id];
    const below = cityPathOf(node.children, code);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/** The options of a filter belong to the page's main landmark, not loose at the end of the page. */
const inMain = (trigger: HTMLElement): HTMLElement => trigger.closest('main') ?? document.body;

/** The city filter's id: its input points at `{id}_list` for its options. */
const CITY_FILTER_ID = 'job-filter-city';

/**
 * The city options, as antd's Cascader draws them (a column per level), made accessible: it points its input at
 * `{id}_list` without drawing an element of that id, and its columns scroll without a keyboard stop. This wrapper
 * is that element, and each column, once drawn, gets a tab stop so it can be scrolled from the keyboard.
 */
function CityOptions({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const addTabStops = () => {
      for (const column of root.querySelectorAll<HTMLElement>('.ant-cascader-menu')) {
        if (!column.hasAttribute('tabindex')) column.tabIndex = 0;
      }
    };
    addTabStops();
    const observer = new MutationObserver(addTabStops);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div id={`${CITY_FILTER_ID}_list`} ref={ref}>
      {children}
    </div>
  );
}

interface SelectFilterProps {
  /** The placeholder and the accessible name. */
  label: string;
  options: SelectProps['options'];
  /** The chosen code; '' for none. */
  value: string;
  onChange: (value: string) => void;
  loading: boolean;
}

/** A searchable, clearable select over codes, its options searched by label. */
function SelectFilter({ label, options, value, onChange, loading }: SelectFilterProps) {
  return (
    <Select
      style={{ width: 200 }}
      options={options}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      placeholder={label}
      aria-label={label}
      getPopupContainer={inMain}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
    />
  );
}

/** City (three-level cascader, any level selectable), function and department filters. */
export function JobFilters({ search, onChange, cities, functions, departs }: JobFiltersProps) {
  const cityOptions = useMemo(() => toTreeOptions(cities ?? []), [cities]);
  const functionOptions = useMemo(
    () =>
      (functions ?? []).map((family) => ({
        label: family.name,
        title: family.name,
        options: (family.children ?? []).map((fn) => ({ value: fn.id, label: fn.name })),
      })),
    [functions],
  );
  const departOptions = useMemo(() => (departs ?? []).map((d) => ({ value: d.code, label: d.name })), [departs]);
  const filtered = Boolean(search.cityCode || search.functionCode || search.targetDepart);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Cascader
        id={CITY_FILTER_ID}
        popupRender={(columns) => <CityOptions>{columns}</CityOptions>}
        style={{ width: 240 }}
        options={cityOptions}
        changeOnSelect
        value={cityPathOf(cities, search.cityCode)}
        onChange={(path) => onChange({ cityCode: path?.length ? String(path[path.length - 1]) : '' })}
        placeholder="工作城市"
        aria-label="工作城市"
        getPopupContainer={inMain}
        allowClear
        loading={!cities}
        showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
      />
      <SelectFilter
        label="职位类别"
        options={functionOptions}
        value={search.functionCode}
        onChange={(functionCode) => onChange({ functionCode })}
        loading={!functions}
      />
      <SelectFilter
        label="招聘部门"
        options={departOptions}
        value={search.targetDepart}
        onChange={(targetDepart) => onChange({ targetDepart })}
        loading={!departs}
      />
      {filtered && (
        <Button type="link" onClick={() => onChange({ cityCode: '', functionCode: '', targetDepart: '' })}>
          清空筛选
        </Button>
      )}
    </div>
  );
}
