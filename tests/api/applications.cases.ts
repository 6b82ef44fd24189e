import { APPLY_END_RESULTS, APPLY_SOURCE_LABEL, getApplyRecords, type ApplyRecord } from '@/api/applications';
import { deliverResume } from '@/api/delivery';
import { getPositionList } from '@/api/positions';
import { saveResume } from '@/api/resume';
import { DEMO_ACCOUNTS } from '@/mocks/data/accounts';
import { NEW_RESUME } from './fixtures';
import { signInAs } from './session';

const isOver = (r: ApplyRecord) => r.end !== null || (r.stages ?? []).some((s) => s.stage === 'hired');

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

  it('dates the stages of every seeded application of every candidate, from its apply time on (issue 22)', async () => {
    const all: ApplyRecord[] = [];
    for (const account of DEMO_ACCOUNTS.filter((a) => a.business === 'candidate')) {
      signInAs(account.id);
      all.push(...(await getApplyRecords({ pageSize: 100 })).list);
    }
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const r of all) {
      expect(r.stages?.[0]).toEqual({ stage: 'applied', time: r.applyTime });
      const times = [...(r.stages ?? []).map((s) => s.time), ...(r.end ? [r.end.time] : [])];
      expect([...times].sort()).toEqual(times);
      expect(times.every((time) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time))).toBe(true);
    }
    // Every end, and moving ones at three different stages.
    expect(new Set(all.flatMap((r) => (r.end ? [r.end.result] : [])))).toEqual(new Set(APPLY_END_RESULTS));
    const moving = all.filter((r) => !isOver(r)).map((r) => r.stages?.at(-1)?.stage);
    expect(new Set(moving).size).toBeGreaterThanOrEqual(3);
    // The closed-position end belongs to an application whose position is no longer valid.
    expect(all.filter((r) => r.end?.result === 'position_closed').every((r) => !r.positionValid)).toBe(true);
  });

  it('filters by progress: ongoing and ended split the records (issue 22)', async () => {
    signInAs('cand-full');
    const all = (await getApplyRecords({ pageSize: 100 })).list;
    const ongoing = (await getApplyRecords({ pageSize: 100, progress: 'ongoing' })).list;
    const ended = (await getApplyRecords({ pageSize: 100, progress: 'ended' })).list;
    expect(ongoing.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
    expect(ongoing.every((r) => !isOver(r))).toBe(true);
    expect(ended.every(isOver)).toBe(true);
    expect([...ongoing, ...ended].map((r) => r.id).sort()).toEqual(all.map((r) => r.id).sort());
  });

  it('gives an application made in the demo the 已投递 stage at its apply time (issue 22)', async () => {
    signInAs('cand-new');
    const { id: resumeId } = await saveResume(NEW_RESUME);
    const [position] = (await getPositionList({ recruitType: 'social', pageSize: 1 })).list;
    if (!position) throw new Error('seed lacks social positions');
    await deliverResume({ id: resumeId, positionId: position.positionId, positionDemandId: position.id, uuId: 'a'.repeat(32) });
    const [record] = (await getApplyRecords()).list;
    expect(record).toMatchObject({ stages: [{ stage: 'applied', time: record?.applyTime }], end: null });
    expect((await getApplyRecords({ progress: 'ongoing' })).total).toBe(1);
  });
});
