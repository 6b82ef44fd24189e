import type { HttpHandler } from 'msw';
import { FAVOURITE_PATHS } from '@/api/favourites';
import type { Paged } from '@/api/types/common';
import type { AddFavouriteRequest, ClearInvalidResult, FavouritePosition, InvalidFavouriteCount } from '@/api/types/favourites';
import { toSummary, type PositionRecord } from '../data/positions';
import { nowText } from '../data/prng';
import type { FavouriteRecord } from '../data/seed';
import { commit, getCatalog, getState, nextId } from '../db';
import { authRoute, MockError, MOCK_CODE, paginate } from '../route';
import { findPosition } from './positions';

function withPosition(accountId: string): Array<{ favourite: FavouriteRecord; position: PositionRecord }> {
  const positions = getCatalog().positions;
  return getState()
    .favourites.filter((f) => f.accountId === accountId)
    .flatMap((favourite) => {
      const position = positions.find((p) => p.id === favourite.positionDemandId);
      return position ? [{ favourite, position }] : [];
    })
    .sort((a, b) => b.favourite.collectTime.localeCompare(a.favourite.collectTime));
}

function shopFilter(isShop: string | undefined): (position: PositionRecord) => boolean {
  return (position) => isShop === undefined || String(position.isShop) === isShop;
}

export const favouriteHandlers: HttpHandler[] = [
  authRoute<Paged<FavouritePosition>>('get', 'main', FAVOURITE_PATHS.list, (ctx) => {
    const inShop = shopFilter(ctx.query('is_shop'));
    const rows = withPosition(ctx.account.id).filter(({ position }) => inShop(position));
    const page = paginate(rows, ctx);
    return {
      ...page,
      list: page.list.map(({ favourite, position }) => ({
        ...toSummary(position),
        collectionId: favourite.id,
        collectTime: favourite.collectTime,
        isValid: position.isValid,
      })),
    };
  }),
  authRoute<ClearInvalidResult>('delete', 'main', FAVOURITE_PATHS.clearInvalid, (ctx) => {
    const isShop = ctx.query('is_shop') ?? '0';
    const state = getState();
    const invalidIds = new Set(
      withPosition(ctx.account.id)
        .filter(({ position }) => !position.isValid && String(position.isShop) === isShop)
        .map(({ favourite }) => favourite.id),
    );
    state.favourites = state.favourites.filter((f) => !invalidIds.has(f.id));
    commit();
    return { removed: invalidIds.size };
  }),
  authRoute<InvalidFavouriteCount>('get', 'main', FAVOURITE_PATHS.invalidCount, (ctx) => {
    const inShop = shopFilter(ctx.query('is_shop'));
    return { count: withPosition(ctx.account.id).filter(({ position }) => !position.isValid && inShop(position)).length };
  }),
  authRoute<null>('post', 'main', FAVOURITE_PATHS.item, async (ctx) => {
    const body = await ctx.body<AddFavouriteRequest>();
    const position = findPosition(ctx.params.id ?? body?.positionDemandId ?? '');
    if (!position.isValid) throw new MockError(MOCK_CODE.invalid, '该职位已下线，无法收藏');
    const state = getState();
    if (!state.favourites.some((f) => f.accountId === ctx.account.id && f.positionDemandId === position.id)) {
      state.favourites.push({
        id: nextId('FAV'),
        accountId: ctx.account.id,
        positionDemandId: position.id,
        collectTime: nowText(),
      });
      commit();
    }
    return null;
  }),
  authRoute<null>('delete', 'main', FAVOURITE_PATHS.item, (ctx) => {
    const state = getState();
    const foreignId = ctx.query('position_foreign_id');
    const position = getCatalog().positions.find((p) => p.id === ctx.params.id);
    if (foreignId && position && position.positionForeignId !== foreignId)
      throw new MockError(MOCK_CODE.badRequest, '职位信息不匹配');
    state.favourites = state.favourites.filter((f) => !(f.accountId === ctx.account.id && f.positionDemandId === ctx.params.id));
    commit();
    return null;
  }),
];
