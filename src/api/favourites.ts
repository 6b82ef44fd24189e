import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { positionQueries } from './positions';
import { recruitTypeOfShopFlag } from '@/lib/config/business';
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
export function getFavourites(
  query: FavouriteListQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paged<FavouritePosition>> {
  return http.get<Paged<FavouritePosition>>(FAVOURITE_PATHS.list, {
    params: { ...query },
    schema: favouritePageSchema,
    signal: options.signal,
  });
}

/** Asked for when reading every favourite id; the answer's own page size wins (a server may cap it). */
const ID_PAGE_SIZE = 100;
/** Pages read at the same time after the first. */
const ID_PAGE_CONCURRENCY = 4;
/** A bound against a server whose total never runs out: 100 pages, 10 000 favourites at the asked size. */
const MAX_ID_PAGES = 100;

/**
 * The position demand ids of every favourite of the signed-in user (rule CAND-9): the list call has no ids-only
 * form and pages its answer, so the first page tells the total and the page size in use, and the other pages
 * follow, a few at a time.
 */
export async function getFavouriteIds(options: { signal?: AbortSignal } = {}): Promise<string[]> {
  const first = await getFavourites({ page: 1, pageSize: ID_PAGE_SIZE }, options);
  const ids = new Set(first.list.map((item) => item.id));
  const pageSize = first.pageSize > 0 ? first.pageSize : first.list.length;
  if (pageSize === 0) return [...ids];
  const pages = Math.min(Math.ceil(first.total / pageSize), MAX_ID_PAGES);
  const rest = Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => i + 2);
  while (rest.length > 0) {
    const batch = rest.splice(0, ID_PAGE_CONCURRENCY);
    const answers = await Promise.all(batch.map((page) => getFavourites({ page, pageSize }, options)));
    answers.forEach((answer) => answer.list.forEach((item) => ids.add(item.id)));
  }
  return [...ids];
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

/** The two halves of the favourites: non-shop (0) and shop (1). */
const SHOP_FLAGS: readonly Flag[] = [0, 1];

/** Clears the invalid favourites of the shop (1) or non-shop (0) list; `'all'` clears both (staff, issue 19). */
export async function clearInvalidFavourites(isShop: Flag | 'all'): Promise<ClearInvalidResult> {
  if (isShop !== 'all')
    return http.delete<ClearInvalidResult>(FAVOURITE_PATHS.clearInvalid, {
      params: { isShop },
      schema: clearInvalidResultSchema,
    });
  // Each half is asked for its own recruit type (rule HTTP-3), whichever page asks: 0 social's, 1 shop's.
  const halves = await Promise.all(
    SHOP_FLAGS.map((flag) =>
      http.delete<ClearInvalidResult>(FAVOURITE_PATHS.clearInvalid, {
        params: { isShop: flag },
        recruitType: recruitTypeOfShopFlag(flag),
        schema: clearInvalidResultSchema,
      }),
    ),
  );
  return { removed: halves.reduce((sum, half) => sum + half.removed, 0) };
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
const favouriteIdsKey = favouriteKeys.custom('ids');
/** Mutation keys of the favourite writes, so a page can read which jobs have a write under way. */
export const favouriteWriteKeys = {
  all: favouriteKeys.custom('write'),
  add: favouriteKeys.custom('write', 'add'),
  remove: favouriteKeys.custom('write', 'remove'),
};

function toIdSet(ids: string[]): ReadonlySet<string> {
  return new Set(ids);
}

export const favouriteQueries = {
  list: (query: FavouriteListQuery) => pagedQueryOptions(favouriteKeys.list(query), () => getFavourites(query)),
  /** Without a flag: the invalid favourites of every type. */
  invalidCount: (isShop?: Flag) =>
    queryOptions({ queryKey: favouriteKeys.custom('invalidCount', isShop), queryFn: () => getInvalidFavouriteCount(isShop) }),
  /**
   * Ids of all the signed-in user's favourited position demands, read once for a job list's favourite buttons (their
   * scope mounts with the cards), so this read starts after the list has painted and never holds it up.
   */
  ids: (enabled: boolean) =>
    queryOptions({
      queryKey: favouriteIdsKey,
      queryFn: ({ signal }) => getFavouriteIds({ signal }),
      enabled,
      select: toIdSet,
      // Every job list reads it: a failed read is not asked again by each list that mounts after it.
      retryOnMount: false,
    }),
};

/** After a favourite write: every favourite query, and the position's detail (its `isCollected`). */
function afterFavouriteWrite(client: QueryClient, positionDemandId?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: favouriteKeys.all }),
    positionDemandId ? client.invalidateQueries({ queryKey: positionQueries.detail(positionDemandId).queryKey }) : undefined,
  ]);
}

/**
 * Marks a position favourited or not in the cache at once (rule CAND-9): the ids every card reads and the position's
 * detail. An ids refresh under way is cancelled first, so its older answer cannot undo the mark; the refresh after
 * the call reads them again (invalidating cancels a read under way, too).
 */
async function markFavourite(client: QueryClient, positionDemandId: string, collected: boolean): Promise<void> {
  if (client.getQueryData(favouriteIdsKey) !== undefined) await client.cancelQueries({ queryKey: favouriteIdsKey });
  setCollected(client, positionDemandId, collected);
}

/**
 * Writes the favourite state of a position into the cached ids and detail. Run when the call starts (the mark), when
 * it succeeds (ids still loading when it started may have arrived without the change) and, the other way round,
 * when it fails (the rollback; the refresh that follows corrects anything else).
 */
function setCollected(client: QueryClient, positionDemandId: string, collected: boolean): void {
  client.setQueryData<string[]>(favouriteIdsKey, (ids) => {
    if (!ids || ids.includes(positionDemandId) === collected) return ids;
    return collected ? [positionDemandId, ...ids] : ids.filter((id) => id !== positionDemandId);
  });
  client.setQueryData(
    positionQueries.detail(positionDemandId).queryKey,
    (detail) => detail && { ...detail, isCollected: collected },
  );
}

interface FavouriteWriteOptions {
  /**
   * Settle the mutation only once the favourite queries have been read again (the favourites page, whose card must
   * be gone when it says "已取消收藏"). By default it settles with the call: the toggle shows its new state at once
   * (optimistic) and the refresh runs behind it.
   */
  awaitRefresh?: boolean;
}

export const favouriteMutations = {
  /** Adds a favourite; the position shows favourited at once and goes back if the call fails. */
  add: ({ awaitRefresh = false }: FavouriteWriteOptions = {}) =>
    mutationOptions({
      mutationKey: favouriteWriteKeys.add,
      mutationFn: (body: AddFavouriteRequest) => addFavourite(body),
      onMutate: (body, { client }) => markFavourite(client, body.positionDemandId, true),
      onSuccess: (_result, body, _context, { client }) => setCollected(client, body.positionDemandId, true),
      onError: (_error, body, _context, { client }) => setCollected(client, body.positionDemandId, false),
      onSettled: (_result, _error, body, _context, { client }) => {
        const refresh = afterFavouriteWrite(client, body.positionDemandId);
        return awaitRefresh ? refresh : undefined;
      },
    }),
  /** Removes a favourite; the position shows not favourited at once and goes back if the call fails. */
  remove: ({ awaitRefresh = false }: FavouriteWriteOptions = {}) =>
    mutationOptions({
      mutationKey: favouriteWriteKeys.remove,
      mutationFn: ({ id, positionForeignId }: { id: string; positionForeignId?: string }) =>
        removeFavourite(id, positionForeignId),
      onMutate: ({ id }, { client }) => markFavourite(client, id, false),
      onSuccess: (_result, { id }, _context, { client }) => setCollected(client, id, false),
      onError: (_error, { id }, _context, { client }) => setCollected(client, id, true),
      onSettled: (_result, _error, { id }, _context, { client }) => {
        const refresh = afterFavouriteWrite(client, id);
        return awaitRefresh ? refresh : undefined;
      },
    }),
  clearInvalid: () =>
    mutationOptions({
      mutationFn: (isShop: Flag | 'all') => clearInvalidFavourites(isShop),
      onSuccess: (_result, _isShop, _context, { client }) => afterFavouriteWrite(client),
    }),
};
