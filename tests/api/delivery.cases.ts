import { getApplyRecords } from '@/api/applications';
import { getActivityDeliveryLimit } from '@/api/campus';
import { deliverFriendResume, deliverResume } from '@/api/delivery';
import { getPositionList } from '@/api/positions';
import { getReferrals } from '@/api/referral';
import { saveResume } from '@/api/resume';
import { NEW_RESUME } from './fixtures';
import { captureToasts, signInAs } from './session';
import { pagePath } from '@/lib/routing';

async function positions(query: Parameters<typeof getPositionList>[0]) {
  return (await getPositionList({ pageSize: 100, ...query })).list;
}

describe('api/delivery against the mock backend (send status 0 / 1 / 3)', () => {
  it('delivers (0), then refuses the same position (1) and a same-function one within 90 days (3)', async () => {
    signInAs('cand-new');
    const { id: resumeId } = await saveResume(NEW_RESUME);
    const list = await positions({ recruitType: 'social', functionCode: 'F0301' });
    const [first, second] = list;
    if (!first || !second) throw new Error('seed lacks purchasing positions');
    const query = (p: typeof first) => ({ id: resumeId, positionId: p.positionId, positionDemandId: p.id, uuId: 'f'.repeat(32) });
    const delivered = await deliverResume(query(first));
    expect(delivered.sendStatus).toBe(0);
    await expect(deliverResume(query(first))).resolves.toMatchObject({ sendStatus: 1 });
    await expect(deliverResume(query(second))).resolves.toMatchObject({ sendStatus: 3 });
    const records = await getApplyRecords();
    expect(records.list.map((r) => r.positionDemandId)).toEqual([first.id]);
    expect(records.list[0]).toMatchObject({ source: 1, statusText: '已投递', id: delivered.recordId });
  });

  it('counts special-session deliveries against the activity limit', async () => {
    signInAs('cand-campus', pagePath('candidate', 'job', 'school'));
    const before = await getActivityDeliveryLimit('ACT002');
    expect(before).toMatchObject({ limit: 3, used: 2, remaining: 1 });
    const session = (await positions({ recruitType: 'school' })).filter((p) => p.activityId === 'ACT002');
    const records = await getApplyRecords();
    const fresh = session.filter((p) => !records.list.some((r) => r.positionDemandId === p.id));
    const [a, b] = fresh;
    if (!a || !b) throw new Error('seed lacks session positions');
    const result = await deliverResume({ id: 'R-campus-02', positionId: a.positionId, positionDemandId: a.id });
    expect(result.sendStatus).toBe(0);
    await expect(getActivityDeliveryLimit('ACT002')).resolves.toMatchObject({ remaining: 0 });
    const toasts = captureToasts();
    await expect(deliverResume({ id: 'R-campus-02', positionId: b.positionId, positionDemandId: b.id })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(toasts).toEqual(['本专场最多可投递 3 个职位，您的投递次数已用完']);
    expect((await getApplyRecords()).list[0]).toMatchObject({ source: 2, positionDemandId: a.id });
  });

  it('refers a friend: a new referral in progress appears in my referrals', async () => {
    signInAs('staff-wang');
    const [target] = await positions({ recruitType: 'social', functionCode: 'F0502' });
    if (!target) throw new Error('seed lacks finance positions');
    const result = await deliverFriendResume({ id: 'FR-wang-3', positionId: target.positionId, positionDemandId: target.id });
    expect(result.sendStatus).toBe(0);
    const referrals = await getReferrals({ status: 1 });
    expect(referrals.list[0]).toMatchObject({
      id: result.recordId,
      friendResumeId: 'FR-wang-3',
      status: 1,
      stageText: '简历筛选',
    });
    await expect(
      deliverFriendResume({ id: 'FR-wang-3', positionId: target.positionId, positionDemandId: target.id }),
    ).resolves.toMatchObject({ sendStatus: 1 });
  });
});
