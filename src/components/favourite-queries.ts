import { useQuery } from '@tanstack/react-query';
import { getFavourites } from '@/api/favourites';
import { createQueryKeys } from '@/lib/http/query-client';

/** Query keys of the favourites domain; invalidate `favouriteKeys.all` after any favourite write. */
export const favouriteKeys = createQueryKeys('favourites');

/** Enough for every favourite of a real user: the list pages only need to know which cards are favourited. */
const ID_PAGE_SIZE = 100;

/** Ids of the signed-in user's favourited position demands (empty while signed out). */
export function useFavouriteIds(enabled: boolean): ReadonlySet<string> | undefined {
  const query = useQuery({
    queryKey: favouriteKeys.custom('ids'),
    queryFn: () => getFavourites({ page: 1, pageSize: ID_PAGE_SIZE }),
    enabled,
    select: (page) => new Set(page.list.map((item) => item.id)),
  });
  return enabled ? query.data : undefined;
}
