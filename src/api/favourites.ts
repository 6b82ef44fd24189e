import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createQueryKeys } from '@/lib/http/query-client';
import { positionKeys } from './positions';
import { http } from '@/lib/http';
import { fillPath } from './path';
import type { Flag, Paged } from './types/common';
import type {
  AddFavouriteRequest,
  ClearInvalidResult,
  FavouriteListQuery,
  FavouritePosition,
  InvalidFavouriteCount,
} from './types/favourites';
import { clearInvalidResultSchema, favouritePageSchema, invalidFavouriteCountSchema } from './schemas/favourites';

export type * from './types/favourites';

export const FAVOURITE_PATHS = {
  list: '/position_demand/collection',
  clearInvalid: '/position_demand/collection',
  invalidCount: '/position_demand/invalid/count',
  /** POST adds, DELETE removes. */
  item: '/position_demand/:id/collection',
} as const;

/** The signed-in user's favourites, newest first. */
export function getFavourites(query: FavouriteListQuery = {}): Promise<Paged<FavouritePosition>> {
  return http.get<Paged<FavouritePosition>>(FAVOURITE_PATHS.list, { params: { ...query }, schema: favouritePageSchema });
}

/** Favourites a position demand. */
export function addFavourite(body: AddFavouriteRequest): Promise<void> {
  return http.post<void>(fillPath(FAVOURITE_PATHS.item, { id: body.positionDemandId }), body);
}

/** Removes a favourite; positionForeignId is optional (rule API-5). */
export function removeFavourite(positionDemandId: string, positionForeignId?: string): Promise<void> {
  return http.delete<void>(fillPath(FAVOURITE_PATHS.item, { id: positionDemandId }), {
    params: positionForeignId ? { positionForeignId } : undefined,
  });
}

/** Clears the invalid favourites of the shop (1) or non-shop (0, default) list. */
export function clearInvalidFavourites(isShop: Flag = 0): Promise<ClearInvalidResult> {
  return http.delete<ClearInvalidResult>(FAVOURITE_PATHS.clearInvalid, { params: { isShop }, schema: clearInvalidResultSchema });
}

/** How many favourites have gone invalid, optionally of the shop (1) or non-shop (0) list. */
export function getInvalidFavouriteCount(isShop?: Flag): Promise<InvalidFavouriteCount> {
  return http.get<InvalidFavouriteCount>(FAVOURITE_PATHS.invalidCount, {
    params: isShop === undefined ? undefined : { isShop },
    schema: invalidFavouriteCountSchema,
  });
}

// Server state.

/** Query keys of the favourites domain; every favourite write invalidates `favouriteKeys.all`. */
export const favouriteKeys = createQueryKeys('favourites');

/** Enough for every favourite of a real user: the job cards only need to know which ones are favourited. */
const ID_PAGE_SIZE = 100;

export const favouriteQueries = {
  list: (query: FavouriteListQuery) =>
    queryOptions({ queryKey: favouriteKeys.list(query), queryFn: () => getFavourites(query), placeholderData: keepPreviousData }),
  invalidCount: (isShop: Flag) =>
    queryOptions({ queryKey: favouriteKeys.custom('invalidCount', isShop), queryFn: () => getInvalidFavouriteCount(isShop) }),
  /** Ids of the signed-in user's favourited position demands. */
  ids: (enabled: boolean) =>
    queryOptions({
      queryKey: favouriteKeys.custom('ids'),
      queryFn: () => getFavourites({ page: 1, pageSize: ID_PAGE_SIZE }),
      enabled,
      select: (page): ReadonlySet<string> => new Set(page.list.map((item) => item.id)),
      // Every job card reads it: a failed read is not asked again by each card that mounts after it.
      retryOnMount: false,
    }),
};

/** After a favourite write: every favourite query, and the position's detail (its `isCollected`). */
function afterFavouriteWrite(client: QueryClient, positionDemandId?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: favouriteKeys.all }),
    positionDemandId ? client.invalidateQueries({ queryKey: positionKeys.detail(positionDemandId) }) : undefined,
  ]);
}

export const favouriteMutations = {
  add: () =>
    mutationOptions({
      mutationFn: (body: AddFavouriteRequest) => addFavourite(body),
      onSuccess: (_result, body, _context, { client }) => afterFavouriteWrite(client, body.positionDemandId),
    }),
  remove: () =>
    mutationOptions({
      mutationFn: ({ id, positionForeignId }: { id: string; positionForeignId?: string }) =>
        removeFavourite(id, positionForeignId),
      onSuccess: (_result, { id }, _context, { client }) => afterFavouriteWrite(client, id),
    }),
  clearInvalid: () =>
    mutationOptions({
      mutationFn: (isShop: Flag) => clearInvalidFavourites(isShop),
      onSuccess: (_result, _isShop, _context, { client }) => afterFavouriteWrite(client),
    }),
};
