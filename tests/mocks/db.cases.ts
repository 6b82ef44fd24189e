import { seedCatalog, seedState } from '@/mocks/data/seed';
import { commit, enablePersistence, getCatalog, getState, MOCK_DB_STORAGE_KEY, resetMockDb } from '@/mocks/db';

describe('mock data store', () => {
  afterEach(() => resetMockDb());

  it('seeds deterministically (no Math.random)', () => {
    const random = vi.spyOn(Math, 'random');
    const a = seedCatalog();
    const b = seedCatalog();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(seedState(a))).toBe(JSON.stringify(seedState(b)));
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('covers every status the spec names', () => {
    const { positions, activities, careerTalks } = getCatalog();
    const state = getState();
    expect(positions.length).toBeGreaterThanOrEqual(300);
    expect(new Set(positions.map((p) => p.recruitType))).toEqual(new Set(['social', 'shop', 'school']));
    expect(positions.some((p) => !p.isValid)).toBe(true);
    expect(new Set(activities.map((a) => a.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(careerTalks.map((t) => t.talkFormat))).toEqual(new Set([0, 1]));
    expect(new Set(state.resumes.map((r) => r.resumeType))).toEqual(new Set(['01', '02', '03', '04']));
    expect(new Set(state.applications.map((a) => a.source))).toEqual(new Set([0, 1, 2, 3]));
    expect(state.employees.length).toBeGreaterThanOrEqual(200);
  });

  it('persists writes in the browser and starts from them after a reload; reset restores the seed', () => {
    enablePersistence();
    getState().feedback = [];
    commit();
    expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).not.toBeNull();
    enablePersistence(); // a reload: the state is read again from local storage
    expect(getState().feedback).toEqual([]);
    resetMockDb();
    expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull();
    expect(getState().feedback.length).toBeGreaterThan(0);
  });
});
