import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecruitType } from '@/lib/config/business';
import { parsePage } from '@/lib/routing';
import { useBusinessStore } from '@/stores/business-store';

/** The job list's view, all of it in the URL query (share, back, reload) and the business store. */
export interface JobSearch {
  keyword: string;
  cityCode: string;
  functionCode: string;
  targetDepart: string;
  /** 1-based. */
  page: number;
}

export const SEARCH_KEYS = ['keyword', 'cityCode', 'functionCode', 'targetDepart', 'page'] as const;
export const PAGE_SIZE = 10;

export function readJobSearch(params: URLSearchParams): JobSearch {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    cityCode: params.get('cityCode') ?? '',
    functionCode: params.get('functionCode') ?? '',
    targetDepart: params.get('targetDepart') ?? '',
    page: parsePage(params.get('page')),
  };
}

/** The query of a search: empty values left out, `activeKey` naming the recruit type. */
export function searchRecord(search: JobSearch, recruitType: RecruitType): Record<string, string> {
  const record: Record<string, string> = {};
  if (search.keyword) record.keyword = search.keyword;
  if (search.cityCode) record.cityCode = search.cityCode;
  if (search.functionCode) record.functionCode = search.functionCode;
  if (search.targetDepart) record.targetDepart = search.targetDepart;
  if (search.page > 1) record.page = String(search.page);
  record.activeKey = recruitType;
  return record;
}

/**
 * The job list's search, read from the URL. `update` pushes a history entry (so Back returns to the
 * previous view) and any change other than the page itself starts again at page 1. A view that is not
 * `remember`ed (a special session's list) neither restores nor becomes the recruit type's last search.
 */
export function useJobSearch(recruitType: RecruitType, { remember = true }: { remember?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readJobSearch(params), [params]);
  const setStoreSearch = useBusinessStore((state) => state.setSearch);

  // Coming back to the bare list (e.g. from the home page entry) restores the last search of this recruit type.
  useEffect(() => {
    const hasQuery = SEARCH_KEYS.some((key) => params.has(key));
    const stored = useBusinessStore.getState().search;
    if (remember && !hasQuery && stored.activeKey === recruitType && SEARCH_KEYS.some((key) => stored[key])) {
      setParams({ ...stored, activeKey: recruitType }, { replace: true });
    }
    // Only on arrival: later changes come from the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (remember) setStoreSearch(searchRecord(search, recruitType));
  }, [remember, search, recruitType, setStoreSearch]);

  const update = useCallback(
    (change: Partial<JobSearch>) => {
      const next: JobSearch = { ...search, ...change };
      if (change.page === undefined) next.page = 1;
      const record = searchRecord(next, recruitType);
      // Keep unrelated keys (frontRecruitType …) the layout maintains.
      const merged = new URLSearchParams(params);
      for (const key of [...SEARCH_KEYS, 'activeKey']) merged.delete(key);
      for (const [key, value] of Object.entries(record)) merged.set(key, value);
      setParams(merged);
    },
    [params, recruitType, search, setParams],
  );

  return { search, update };
}
