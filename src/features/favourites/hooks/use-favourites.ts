import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearInvalidFavourites, getFavourites, getInvalidFavouriteCount, removeFavourite } from '@/api/favourites';
import type { Flag } from '@/api/types/common';
import { favouriteKeys } from '@/components/favourite-queries';

export const FAVOURITE_PAGE_SIZE = 10;

export function useFavouriteList(isShop: Flag, page: number) {
  return useQuery({
    queryKey: favouriteKeys.list({ isShop, page }),
    queryFn: () => getFavourites({ isShop, page, pageSize: FAVOURITE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidFavouriteCount(isShop: Flag) {
  return useQuery({ queryKey: favouriteKeys.custom('invalidCount', isShop), queryFn: () => getInvalidFavouriteCount(isShop) });
}

/** Removal and "clear invalid"; both refresh every favourite query (list, count, the cards' hearts). */
export function useFavouriteWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
  const remove = useMutation({
    mutationFn: ({ id, positionForeignId }: { id: string; positionForeignId: string }) => removeFavourite(id, positionForeignId),
    onSuccess,
  });
  const clearInvalid = useMutation({ mutationFn: (isShop: Flag) => clearInvalidFavourites(isShop), onSuccess });
  return { remove, clearInvalid };
}
