import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toTreeOptions, treeNameLookup, type TreeOption } from '@/lib/format';
import { positionQueries } from '@/api/positions';

export type CityOption = TreeOption;

/** TreeSelect data of the city tree and a code → name lookup. */
export function useCityOptions() {
  const { data } = useQuery(positionQueries.cityTree());
  return useMemo(() => ({ treeData: toTreeOptions(data ?? []), cityName: treeNameLookup(data ?? []) }), [data]);
}
