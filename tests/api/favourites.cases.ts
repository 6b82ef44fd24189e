import { http } from 'msw';
import {
  addFavourite,
  clearInvalidFavourites,
  getFavouriteIds,
  getFavourites,
  getInvalidFavouriteCount,
  removeFavourite,
} from '@/api/favourites';
import { getCatalog, getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { signInAs } from './session';

/** Gives a demo account a favourite of each of these positions, the first one the newest. */
function seedFavourites(accountId: string, positionDemandIds: string[]): void {
  getState().favourites.push(
    ...positionDemandIds.map((positionDemandId, i) => ({
      id: `FAV-T${i}`,
      accountId,
      positionDemandId,
      collectTime: `2026-01-01 ${String(23 - Math.floor(i / 60)).padStart(2, '0')}:${String(59 - (i % 60)).padStart(2, '0')}:00`,
    })),
  );
}

/** The `page` and `page_size` of every favourites list call made from now on. */
function listCalls(): Array<{ page: string | null; pageSize: string | null }> {
  const seen: Array<{ page: string | null; pageSize: string | null }> = [];
  server.use(
    http.get('*/position_demand/collection', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push({ page: query.get('page'), pageSize: query.get('page_size') });
      return undefined;
    }),
  );
  return seen;
}

describe('api/favourites against the mock backend', () => {
  it('shows a seeded list with some favourites gone invalid', async () => {
    signInAs('cand-full');
    const page = await getFavourites({ pageSize: 50 });
    expect(page.total).toBe(8);
    expect(page.list.filter((f) => !f.isValid)).toHaveLength(3);
    await expect(getInvalidFavouriteCount()).resolves.toEqual({ count: 3 });
    await expect(getInvalidFavouriteCount(1)).resolves.toEqual({ count: 1 });
  });

  it('adds and removes a favourite, visible in the next read', async () => {
    signInAs('cand-new');
    await addFavourite({ positionDemandId: 'PD20001', positionForeignId: 'PF20001' });
    await addFavourite({ positionDemandId: 'PD20001', positionForeignId: 'PF20001' });
    expect((await getFavourites()).list.map((f) => f.id)).toEqual(['PD20001']);
    await removeFavourite('PD20001', 'PF20001');
    expect((await getFavourites()).total).toBe(0);
  });

  it('clears the invalid favourites of the non-shop list only (is_shop 0)', async () => {
    signInAs('cand-full');
    await expect(clearInvalidFavourites(0)).resolves.toEqual({ removed: 2 });
    await expect(getInvalidFavouriteCount()).resolves.toEqual({ count: 1 });
    await expect(clearInvalidFavourites(1)).resolves.toEqual({ removed: 1 });
    expect((await getFavourites({ pageSize: 50 })).list.every((f) => f.isValid)).toBe(true);
  });

  it('clears the invalid favourites of every type at once (staff, issue 19)', async () => {
    signInAs('cand-full');
    await expect(clearInvalidFavourites('all')).resolves.toEqual({ removed: 3 });
    await expect(getInvalidFavouriteCount()).resolves.toEqual({ count: 0 });
  });

  it('filters the list by shop', async () => {
    signInAs('cand-full');
    const shop = await getFavourites({ isShop: 1 });
    expect(shop.list.every((f) => f.isShop === 1)).toBe(true);
    expect(shop.total).toBeGreaterThan(0);
  });

  it('reads the ids of every favourite, page after page (rule CAND-9)', async () => {
    signInAs('cand-new');
    const ids = getCatalog()
      .positions.slice(0, 250)
      .map((p) => p.id);
    seedFavourites('cand-new', ids);
    const calls = listCalls();
    const read = await getFavouriteIds();
    expect(read).toHaveLength(250);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(calls).toEqual([
      { page: '1', pageSize: '100' },
      { page: '2', pageSize: '100' },
      { page: '3', pageSize: '100' },
    ]);
  });

  it('reads one page when every favourite fits on it', async () => {
    signInAs('cand-full');
    const calls = listCalls();
    expect(await getFavouriteIds()).toHaveLength(8);
    expect(calls).toHaveLength(1);
  });
});
