import { APPLY_SOURCE_LABEL, getApplyRecords } from '@/api/applications';
import { signInAs } from './session';

describe('api/applications against the mock backend', () => {
  it('lists the full candidate’s records of every source 0–3, newest first', async () => {
    signInAs('cand-full');
    const page = await getApplyRecords({ pageSize: 20 });
    expect(new Set(page.list.map((r) => r.source))).toEqual(new Set([0, 1, 2, 3]));
    const times = page.list.map((r) => r.applyTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.list.some((r) => !r.positionValid)).toBe(true);
    expect(APPLY_SOURCE_LABEL[2]).toBe('校招专场');
  });

  it('filters by recruit type and is empty for a new candidate', async () => {
    signInAs('cand-full');
    const school = await getApplyRecords({ recruitType: 'school' });
    expect(school.list.every((r) => r.recruitType === 'school')).toBe(true);
    signInAs('cand-new');
    await expect(getApplyRecords()).resolves.toMatchObject({ total: 0, list: [] });
  });
});
