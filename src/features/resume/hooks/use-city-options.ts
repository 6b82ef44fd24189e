import { useMemo } from 'react';
import { toTreeOptions, treeNameLookup, type TreeOption } from '@/lib/format';
import { useCityTree } from './use-resume-queries';

export type CityOption = TreeOption;

/** TreeSelect data of the city tree and a code → name lookup. */
export function useCityOptions() {
  const { data } = useCityTree();
  return useMemo(() => ({ treeData: toTreeOptions(data ?? []), cityName: treeNameLookup(data ?? []) }), [data]);
}
