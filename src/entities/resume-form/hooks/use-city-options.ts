import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toTreeOptions, treeNameLookup, type TreeOption } from '@/lib/format';
import { resumeFormQueries } from '../form-queries';

export type CityOption = TreeOption;

/** TreeSelect data of the city tree and a code → name lookup. */
export function useCityOptions() {
  const { data } = useQuery(resumeFormQueries.cityTree());
  return useMemo(() => ({ treeData: toTreeOptions(data ?? []), cityName: treeNameLookup(data ?? []) }), [data]);
}
