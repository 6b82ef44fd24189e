import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a view shows of one server call: its data, whether it failed, whether it is fetching, and how to ask again.
 * Each keeps its identity while the call's state is the same (TanStack Query's `refetch` is stable), so a view made
 * with `deferredView` skips the renders that would not change it.
 */
export interface QueryViewProps<T> {
  data: T | undefined;
  failed: boolean;
  fetching: boolean;
  refetch: () => unknown;
}

/** The view's props of a `useQuery` result. */
export function queryViewProps<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>,
): QueryViewProps<T> {
  return { data: query.data, failed: query.isError, fetching: query.isFetching, refetch: query.refetch };
}
