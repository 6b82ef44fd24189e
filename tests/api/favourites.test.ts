import { addFavourite, clearInvalidFavourites, getFavourites, getInvalidFavouriteCount, removeFavourite } from '@/api/favourites';
import { signInAs } from './session';

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

  it('clears the invalid favourites of the non-shop list only (is_shop default 0)', async () => {
    signInAs('cand-full');
    await expect(clearInvalidFavourites()).resolves.toEqual({ removed: 2 });
    await expect(getInvalidFavouriteCount()).resolves.toEqual({ count: 1 });
    await expect(clearInvalidFavourites(1)).resolves.toEqual({ removed: 1 });
    expect((await getFavourites({ pageSize: 50 })).list.every((f) => f.isValid)).toBe(true);
  });

  it('filters the list by shop', async () => {
    signInAs('cand-full');
    const shop = await getFavourites({ isShop: 1 });
    expect(shop.list.every((f) => f.isShop === 1)).toBe(true);
    expect(shop.total).toBeGreaterThan(0);
  });
});
