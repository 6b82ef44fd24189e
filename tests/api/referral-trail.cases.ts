import dayjs from 'dayjs';
import { getIntegralBills, getStaffProfile, type LinkedBill } from '@/api/points';
import { getReferral, getReferrals, type ReferralWithTrail } from '@/api/referral';
import { deliverFriendResume } from '@/api/delivery';
import { getPositionList } from '@/api/positions';
import { seedAnchor } from '@/mocks/data/prng';
import { SEEDED_TRAILS } from '@/mocks/data/referral-trails';
import { getState } from '@/mocks/db';
import { captureToasts, signInAs } from './session';

/**
 * Issue 23: the mock backend's referral trails against its referrals, its points bill and the user card. The trails,
 * the bill and the card read one set of figures: each stage's points are a bill line of that referral, a referral's
 * points are its stages' points, and the card's totals are the bill's.
 */

const ALL = { pageSize: 100 };
const DAY = 'YYYY-MM-DD';
const STAFF = ['staff-wang', 'staff-tech'] as const;

async function everything(account: string): Promise<{ referrals: ReferralWithTrail[]; bills: LinkedBill[] }> {
  signInAs(account);
  const [referrals, bills] = await Promise.all([getReferrals(ALL), getIntegralBills(ALL)]);
  return { referrals: referrals.list, bills: bills.list };
}

const trailOf = (referral: ReferralWithTrail) => {
  if (!referral.trail) throw new Error(`${referral.id} has no trail`);
  return referral.trail;
};

describe.each(STAFF)('the trails of %s', (account) => {
  it('every seeded referral has its trail, dated from its own day', async () => {
    const { referrals } = await everything(account);
    expect(referrals.length).toBeGreaterThan(0);
    const seeded = Object.entries(SEEDED_TRAILS).filter(([, row]) => row.accountId === account);
    expect(referrals.map((r) => r.id).sort()).toEqual(seeded.map(([id]) => id).sort());
    for (const referral of referrals) {
      const row = SEEDED_TRAILS[referral.id];
      expect(dayjs(referral.recommendTime).format(DAY), referral.id).toBe(
        seedAnchor()
          .subtract(row?.daysAgo ?? -1, 'day')
          .format(DAY),
      );
      trailOf(referral);
    }
  });

  it('each trail agrees with its referral’s status, stage and reason', async () => {
    const { referrals } = await everything(account);
    for (const referral of referrals) {
      const { steps, end } = trailOf(referral);
      const reached = steps.map((step) => step.stage);
      if (referral.status === 3) expect([reached.at(-1), end], referral.id).toEqual([5, null]);
      if (referral.status === 1) expect(end === null && !reached.includes(5), referral.id).toBe(true);
      if (referral.status === 2) expect(end, referral.id).not.toBeNull();
      expect(end?.result === 5, referral.id).toBe(referral.invalidReason !== null);
      // An invalid referral never got going; every other one started with 推荐成功.
      expect(reached[0], referral.id).toBe(referral.invalidReason === null ? 1 : undefined);
    }
  });

  it('stages come in order, no earlier than the referral and no later than today; an end comes last', async () => {
    const { referrals } = await everything(account);
    const now = dayjs();
    for (const referral of referrals) {
      const { steps, end } = trailOf(referral);
      const times = [...steps.map((step) => step.time), ...(end ? [end.time] : [])];
      // 推荐成功 is the referral itself.
      if (steps[0]) expect(steps[0].time, referral.id).toBe(referral.recommendTime);
      for (const time of times) {
        expect(time >= referral.recommendTime, `${referral.id} ${time}`).toBe(true);
        expect(dayjs(time).isBefore(now), `${referral.id} ${time}`).toBe(true);
      }
      expect([...times].sort(), referral.id).toEqual(times);
      expect(
        steps.map((step) => step.stage),
        referral.id,
      ).toEqual([...steps.map((step) => step.stage)].sort());
    }
  });

  it('each stage’s points are one bill line of that referral, credited no earlier than the stage; the rest earned none', async () => {
    const { referrals, bills } = await everything(account);
    for (const referral of referrals) {
      for (const step of trailOf(referral).steps) {
        const line = bills.find((bill) => bill.id === step.billId);
        if (!step.billId) {
          expect(step.integral, `${referral.id} stage ${step.stage}`).toBe(0);
          continue;
        }
        expect(line, `${referral.id} stage ${step.stage}`).toMatchObject({
          source: 1,
          referralId: referral.id,
          integral: step.integral,
          candidateName: referral.friendName,
          positionName: referral.positionName,
        });
        expect((line?.createTime ?? '') >= step.time, `${referral.id} stage ${step.stage}`).toBe(true);
      }
      // The referral's points so far are its stages' points.
      const total = trailOf(referral).steps.reduce((sum, step) => sum + (step.integral ?? 0), 0);
      expect(total, referral.id).toBe(referral.integral);
    }
    // Every referral line of the bill belongs to a stage of a trail; every other line names its cause.
    const linked = new Set(referrals.flatMap((referral) => trailOf(referral).steps.map((step) => step.billId)));
    for (const bill of bills) {
      if (bill.source === 1) expect(linked.has(bill.id), bill.id).toBe(true);
      else expect([bill.source, bill.referralId], bill.id).toEqual([expect.any(Number), null]);
    }
  });

  it('the bill and the user card add up the same points as the trails, and count the same hires and valid resumes', async () => {
    const { referrals, bills } = await everything(account);
    const profile = await getStaffProfile();
    const stagePoints = referrals.reduce((sum, referral) => sum + (referral.integral ?? 0), 0);
    const income = bills.filter((bill) => (bill.integral ?? 0) > 0);
    const otherIncome = income.filter((bill) => bill.source !== 1).reduce((sum, bill) => sum + (bill.integral ?? 0), 0);
    expect(profile.recommendIntegral).toBe(stagePoints + otherIncome);
    expect(profile.currentRecommendIntegral).toBe(bills.reduce((sum, bill) => sum + (bill.integral ?? 0), 0));
    // The newest line's balance is the card's current points.
    expect(bills[0]?.balance).toBe(profile.currentRecommendIntegral);
    const reached = (stage: number) => referrals.filter((r) => trailOf(r).steps.some((step) => step.stage === stage)).length;
    expect(profile.recommendNum).toBe(reached(5));
    expect(profile.validResumeNum).toBe(reached(2));
  });
});

describe('the ends staff-wang’s referrals reached', () => {
  it('holds a hire and every end: resume or interview failed, withdrawn, offer declined, and each invalid reason', async () => {
    const { referrals } = await everything('staff-wang');
    const ends = referrals.map((referral) => trailOf(referral).end?.result ?? (referral.status === 3 ? 'hired' : 'running'));
    expect(new Set(ends)).toEqual(new Set(['hired', 'running', 1, 2, 3, 4, 5]));
    const invalid = referrals.filter((referral) => trailOf(referral).end?.result === 5);
    expect(new Set(invalid.map((referral) => referral.invalidReason))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('one referral and its lines', () => {
  it('answers a referral with the trail the list has', async () => {
    const { referrals } = await everything('staff-wang');
    for (const referral of referrals) await expect(getReferral(referral.id)).resolves.toEqual(referral);
  });

  it('does not answer a referral of another account, nor an unknown one', async () => {
    const toasts = captureToasts();
    signInAs('staff-tech');
    await expect(getReferral('RF-W5')).rejects.toMatchObject({ kind: 'business', serverMessage: '推荐记录不存在' });
    await expect(getReferral('RF-NONE')).rejects.toMatchObject({ kind: 'business' });
    expect(toasts).toEqual(['推荐记录不存在', '推荐记录不存在']);
  });

  it('the bill answers only the lines of a referral when asked, newest first, with their balances', async () => {
    const { bills } = await everything('staff-wang');
    const lines = await getIntegralBills({ ...ALL, referralId: 'RF-W5' });
    expect(lines.list.map((bill) => bill.id)).toEqual(bills.filter((bill) => bill.referralId === 'RF-W5').map((bill) => bill.id));
    expect(lines.list).toHaveLength(3);
    expect(lines.list.map((bill) => bill.balance)).toEqual(
      bills.filter((bill) => bill.referralId === 'RF-W5').map((bill) => bill.balance),
    );
    expect((await getIntegralBills({ ...ALL, referralId: 'RF-W1' })).total).toBe(0);
  });

  it('a referral made in the demo starts its trail with 推荐成功 at its own time', async () => {
    signInAs('staff-wang');
    const [target] = (await getPositionList({ recruitType: 'social', functionCode: 'F0502', pageSize: 10 })).list;
    if (!target) throw new Error('seed lacks finance positions');
    const { recordId } = await deliverFriendResume({
      id: 'FR-wang-3',
      positionId: target.positionId,
      positionDemandId: target.id,
    });
    const made = await getReferral(recordId ?? '');
    expect(made.trail).toEqual({ steps: [{ stage: 1, time: made.recommendTime, integral: 0, billId: null }], end: null });
    expect(getState().referrals.some((referral) => referral.id === made.id)).toBe(true);
  });
});
