import { Button, Cascader, Select } from 'antd';
import { useMemo } from 'react';
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
        style={{ width: 240 }}
        options={cityOptions}
        changeOnSelect
        value={cityPathOf(cities, search.cityCode)}
        onChange={(path) => onChange({ cityCode: path?.length ? String(path[path.length - 1]) : '' })}
        placeholder="工作城市"
        aria-label="工作城市"
        allowClear
        loading={!cities}
        showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
      />
      <Select
        style={{ width: 200 }}
        options={functionOptions}
        value={search.functionCode || undefined}
        onChange={(value?: string) => onChange({ functionCode: value ?? '' })}
        placeholder="职位类别"
        aria-label="职位类别"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={!functions}
      />
      <Select
        style={{ width: 200 }}
        options={departOptions}
        value={search.targetDepart || undefined}
        onChange={(value?: string) => onChange({ targetDepart: value ?? '' })}
        placeholder="招聘部门"
        aria-label="招聘部门"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
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
