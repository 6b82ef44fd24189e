import { BUSINESS_STORE_KEY, useBusinessStore } from '@/stores/business-store';

afterEach(() => useBusinessStore.getState().clearPageCache());

function persisted(): unknown {
  return JSON.parse(sessionStorage.getItem(BUSINESS_STORE_KEY) ?? 'null');
}

describe('business store (rule STATE-2: session storage)', () => {
  it('keeps search, tabActiveKey and uuId in session storage', () => {
    const store = useBusinessStore.getState();
    store.setSearch({ keyword: '店长', cityCode: '310100' });
    store.setTabActiveKey('school');
    store.setUuId('a'.repeat(32));
    expect(useBusinessStore.getState()).toMatchObject({
      search: { keyword: '店长', cityCode: '310100' },
      tabActiveKey: 'school',
      uuId: 'a'.repeat(32),
    });
    expect(persisted()).toMatchObject({
      state: { search: { keyword: '店长', cityCode: '310100' }, tabActiveKey: 'school', uuId: 'a'.repeat(32) },
    });
  });

  it('clearPageCache forgets the cached page state', () => {
    const store = useBusinessStore.getState();
    store.setSearch({ keyword: 'x' });
    store.setTabActiveKey('2');
    store.setUuId('u');
    store.clearPageCache();
    expect(useBusinessStore.getState()).toMatchObject({ search: {}, tabActiveKey: undefined, uuId: undefined });
  });

  it('restores from session storage (a reload)', async () => {
    sessionStorage.setItem(
      BUSINESS_STORE_KEY,
      JSON.stringify({ state: { search: { keyword: '导购' }, tabActiveKey: 'shop', uuId: 'u1' }, version: 0 }),
    );
    await useBusinessStore.persist.rehydrate();
    expect(useBusinessStore.getState()).toMatchObject({ search: { keyword: '导购' }, tabActiveKey: 'shop', uuId: 'u1' });
  });
});
