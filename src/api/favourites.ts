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

/** Removes a favourite; positionForeignId is optional (spec 7.2). */
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
