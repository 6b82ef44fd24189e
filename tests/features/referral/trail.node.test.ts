import { describe, expect, it } from 'vitest';
import type { ReferralTrail, ReferralWithTrail, TrailEndResult, TrailStage } from '@/api/referral';
import { invalidReasonText } from '@/features/referral/lib/invalid-reason';
import {
  earnedPoints,
  HIRED_TEXT,
  NEXT_HEADING,
  NEXT_STAGE_TEXT,
  readTrail,
  TRAIL_END,
  TRAIL_STAGE_LABEL,
  TRAIL_STAGES,
} from '@/features/referral/lib/trail';
import { REFERRAL_RECORD_FIELDS } from '../../fixtures/referral-record';

/** Issue 23: the trail of a referral as the dialog of my referrals reads it (features/referral/lib/trail.ts). */

const referral = (trail: ReferralTrail | null, overrides: Partial<ReferralWithTrail> = {}): ReferralWithTrail => ({
  ...REFERRAL_RECORD_FIELDS,
  trail,
  ...overrides,
});

const step = (stage: TrailStage, integral: number | null = 0, billId: string | null = null) => ({
  stage,
  time: `2026-11-0${stage} 14:00:00`,
  integral,
  billId,
});

describe('the stage registry', () => {
  it('names the five stages in the order of the issue', () => {
    expect(TRAIL_STAGES.map((stage) => TRAIL_STAGE_LABEL[stage])).toEqual(['推荐成功', '简历筛选', '面试', '录用', '入职']);
  });

  it('says what happens next while waiting for each stage after the first', () => {
    for (const stage of [2, 3, 4, 5] as const) expect(NEXT_STAGE_TEXT[stage]).toMatch(/^等待/);
  });

  it('gives every end a label, a reason in words and what happens next', () => {
    for (const result of [1, 2, 3, 4, 5] as const) {
      expect(TRAIL_END[result].label).not.toBe('');
      expect(TRAIL_END[result].reason).toMatch(/。$/);
      expect(TRAIL_END[result].next).toMatch(/。$/);
    }
    expect(new Set(Object.values(TRAIL_END).map((end) => end.label)).size).toBe(5);
  });
});

describe('readTrail', () => {
  it('is today’s view (null) without a trail, or with an empty one', () => {
    expect(readTrail(referral(null))).toBeNull();
    expect(readTrail(referral({ steps: [], end: null }))).toBeNull();
  });

  it('puts the stages in the order of the process, labelled, and adds up their points', () => {
    const view = readTrail(referral({ steps: [step(3, 50, 'B3'), step(1), step(2, 10, 'B2')], end: null }));
    expect(view?.steps.map((s) => [s.label, s.integral, s.billId])).toEqual([
      ['推荐成功', 0, null],
      ['简历筛选', 10, 'B2'],
      ['面试', 50, 'B3'],
    ]);
    expect(view?.total).toBe(60);
  });

  it('counts only the figures it knows', () => {
    expect(readTrail(referral({ steps: [step(1), step(2, null)], end: null }))?.total).toBe(0);
  });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
  ] as const)('after stage %i says the next is stage %i and what happens then', (reached, waiting) => {
    const steps = TRAIL_STAGES.filter((stage) => stage <= reached).map((stage) => step(stage));
    const view = readTrail(referral({ steps, end: null }));
    expect(view?.end).toBeNull();
    expect(view?.next).toEqual({ heading: NEXT_HEADING.next, stage: waiting, text: NEXT_STAGE_TEXT[waiting] });
  });

  it('after 入职 says the reward is still to come, or that the referral is complete once it came', () => {
    const hired = (integral: number | null) =>
      readTrail(referral({ steps: [step(1), step(2, 10), step(3, 50), step(4), step(5, integral)], end: null }, { status: 3 }));
    expect(hired(0)?.next).toEqual({ heading: NEXT_HEADING.done, stage: null, text: HIRED_TEXT.pending });
    expect(hired(null)?.next?.text).toBe(HIRED_TEXT.pending);
    expect(hired(300)?.next).toEqual({ heading: NEXT_HEADING.done, stage: null, text: HIRED_TEXT.done });
    expect(hired(300)?.total).toBe(360);
  });

  it.each([1, 2, 3, 4] as const)('end %i: its label, date, reason in words and what happens next', (result: TrailEndResult) => {
    const view = readTrail(referral({ steps: [step(1), step(2, 10)], end: { result, time: '2026-11-09 15:00:00' } }));
    expect(view?.next).toBeNull();
    expect(view?.end).toEqual({
      result,
      label: TRAIL_END[result].label,
      reason: TRAIL_END[result].reason,
      time: '2026-11-09 15:00:00',
      next: TRAIL_END[result].next,
    });
    expect(view?.steps).toHaveLength(2);
  });

  it('an invalid referral ends with the reason the server gave, with its figure', () => {
    const end = { result: 5 as const, time: '2026-11-01 15:00:00' };
    const invalid = readTrail(referral({ steps: [], end }, { status: 2, invalidReason: 1, invalidValue: 6 }));
    expect(invalid?.steps).toEqual([]);
    expect(invalid?.end?.label).toBe('推荐无效');
    expect(invalid?.end?.reason).toBe(invalidReasonText(1, 6));
    expect(invalid?.end?.next).toBe(TRAIL_END[5].next);
    // Without a reason from the server the registry's stands in.
    expect(readTrail(referral({ steps: [], end }, { status: 2 }))?.end?.reason).toBe(TRAIL_END[5].reason);
  });
});

describe('earnedPoints', () => {
  it.each([
    [10, true],
    [0, false],
    [null, false],
    [-5, false],
    [Number.NaN, false],
  ])('%s → %s', (integral, shown) => {
    expect(earnedPoints(integral)).toBe(shown);
  });
});
