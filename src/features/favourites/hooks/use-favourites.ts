import { useMutation, useQuery } from '@tanstack/react-query';
import { favouriteMutations, favouriteQueries } from '@/api/favourites';
import type { Flag } from '@/api/types/common';

export const FAVOURITE_PAGE_SIZE = 10;

/** One page of favourites of the shop (1) or non-shop (0) list, or of every type (staff: no flag). */
export function useFavouriteList(isShop: Flag | undefined, page: number) {
  return useQuery(favouriteQueries.list({ isShop, page, pageSize: FAVOURITE_PAGE_SIZE }));
}

/** Removal and "clear invalid"; api/favourites says what they refresh. */
export function useFavouriteWrites() {
  // The card leaves the list before "已取消收藏" shows: the removal settles once the list was read again.
  const remove = useMutation(favouriteMutations.remove({ awaitRefresh: true }));
  const clearInvalid = useMutation(favouriteMutations.clearInvalid());
  return { remove, clearInvalid };
}
