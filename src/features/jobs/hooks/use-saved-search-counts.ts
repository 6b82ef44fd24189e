import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { positionQueries, type PositionListQuery } from '@/api/positions';
import { countNewSince, type SavedSearch, type SavedSearchesHandle, type SavedSearchFilters } from '@/lib/saved-searches';
import { PAGE_SIZE } from './use-job-search';

/**
 * A count is fresh for five minutes: candidate home and the list pages show the same counts without asking again,
 * and a search opened now answers from what was just fetched.
 */
export const NEW_COUNT_STALE_MS = 5 * 60 * 1000;

/** The list call a saved search's count reads: its first page, newest first — the list's own page 1 (shared cache). */
export function countQueryOf(filters: SavedSearchFilters) {
  const query: PositionListQuery = {
    keyword: filters.keyword || undefined,
    cityCode: filters.cityCode || undefined,
    functionCode: filters.functionCode || undefined,
    targetDepart: filters.targetDepart || undefined,
    page: 1,
    pageSize: PAGE_SIZE,
    recruitType: filters.recruitType,
  };
  return { ...positionQueries.list(query), staleTime: NEW_COUNT_STALE_MS, placeholderData: undefined };
}

/** A saved search's "新增 N": a number (`full` when the whole first page is new: "N+"), or none while unknown. */
export interface NewCount {
  count?: number;
  full: boolean;
  loading: boolean;
  failed: boolean;
}

/**
 * The "新增 N" of each saved search (docs/decisions/070): one call per search — its first page, which the server sorts
 * newest first — counted against the search's last opening. `enabled` false (the panel is not near the screen yet)
 * sends nothing. A failed count shows no badge; `retry` asks again for the failed ones.
 */
export function useSavedSearchCounts(searches: SavedSearch[], enabled: boolean) {
  const results = useQueries({
    queries: searches.map((search) => ({ ...countQueryOf(search.filters), enabled })),
  });
  const counts = new Map<string, NewCount>(
    searches.map((search, index) => {
      const result = results[index];
      const list = result?.data?.list;
      const count = list ? countNewSince(list, search) : undefined;
      return [
        search.id,
        {
          count,
          full: count !== undefined && count > 0 && count === list?.length && (result?.data?.total ?? 0) > count,
          loading: Boolean(result?.isPending && enabled),
          failed: Boolean(result?.isError),
        },
      ];
    }),
  );
  const failed = results.filter((result) => result.isError);
  const retry = () => {
    for (const result of failed) void result.refetch();
  };
  return { counts, anyFailed: failed.length > 0, retrying: failed.some((result) => result.isFetching), retry };
}

/**
 * Saving and opening a saved search. Either starts its count again, and the first page it then has (fetched afresh)
 * is recorded as seen, so a job published later that day counts as new; a failed fetch leaves the whole day seen.
 */
export function useSavedSearchActions(handle: SavedSearchesHandle) {
  const client = useQueryClient();
  const recordBaseline = useCallback(
    (search: SavedSearch, openedAt: number) => {
      client
        .fetchQuery({ ...countQueryOf(search.filters), staleTime: 0 })
        .then((page) => handle.seen(search.id, openedAt, page.list))
        .catch(() => undefined);
    },
    [client, handle],
  );
  const open = useCallback((search: SavedSearch) => recordBaseline(search, handle.open(search.id)), [handle, recordBaseline]);
  const save = useCallback(
    (filters: SavedSearchFilters, name: string) => {
      const outcome = handle.save(filters, name);
      if (outcome.ok) recordBaseline(outcome.search, outcome.search.openedAt);
      return outcome;
    },
    [handle, recordBaseline],
  );
  return { open, save };
}
