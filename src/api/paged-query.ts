import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of one page of a list: keyed by its query, and the page on screen stays while the next one loads
 * (`keepPreviousData`, no skeleton flash), e.g. `pagedQueryOptions(feedbackKeys.list(query), () => getFeedback(query))`.
 */
export function pagedQueryOptions<TData, const TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}
