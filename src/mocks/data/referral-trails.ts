import dayjs from 'dayjs';
import type { Referral } from '@/api/types/referral';
import { DATE_TIME } from './prng';

// The trail's codes and shape as api/referral.ts has them (`TrailStage`, `TrailEndResult`, `ReferralTrail`), written
// out here so the e2e specs can load this file without the HTTP client behind api/referral.ts; the referral handler
// answers `ReferralWithTrail`, which holds the two together.
type TrailStage = 1 | 2 | 3 | 4 | 5;
type TrailEndResult = 1 | 2 | 3 | 4 | 5;
interface ReferralTrail {
  steps: Array<{ stage: TrailStage; time: string; integral: number | null; billId: string | null }>;
  end: { result: TrailEndResult; time: string } | null;
}

/**
 * The trails of the seeded referrals (issue 23): the stages each reached, when, and the points each stage earned. The
 * referrals themselves are seeded in seed.ts (`WANG_REFERRALS`, the tech staff's two); their ids and days are repeated
 * here, and tests/api/referral-trail.cases.ts holds the two together. The points are bill lines (`stageBills`), so the
 * bill, the trails and the user card read one set of figures.
 */

/** A stage reached `daysAgo` days before the seed's day; `integral` points for it, credited `creditDaysAgo` (default: that day). */
type StepRow = [stage: TrailStage, daysAgo: number, integral?: number, creditDaysAgo?: number];

interface TrailRow {
  accountId: string;
  /** The referral's own day (seed.ts). */
  daysAgo: number;
  steps: StepRow[];
  end?: [result: TrailEndResult, daysAgo: number];
}

// Points by the rules of the points summary (mocks/handlers/points.ts): 10 for a resume through screening, 50 for the
// first interview passed, 300 for a hire 30 days in (store management 200 more) — each referral's `integral` in seed.ts.
export const SEEDED_TRAILS: Record<string, TrailRow> = {
  'RF-W1': { accountId: 'staff-wang', daysAgo: 1, steps: [[1, 1]] },
  'RF-W2': {
    accountId: 'staff-wang',
    daysAgo: 5,
    steps: [
      [1, 5],
      [2, 2, 10],
    ],
  },
  'RF-W3': {
    accountId: 'staff-wang',
    daysAgo: 9,
    steps: [
      [1, 9],
      [2, 8, 10],
      [3, 5, 50],
    ],
  },
  'RF-W4': {
    accountId: 'staff-wang',
    daysAgo: 14,
    steps: [
      [1, 14],
      [2, 11, 10],
      [3, 7, 50],
    ],
  },
  'RF-W5': {
    accountId: 'staff-wang',
    daysAgo: 40,
    steps: [
      [1, 40],
      [2, 39, 10],
      [3, 37, 50],
      [4, 36],
      [5, 34, 500, 3],
    ],
  },
  'RF-W6': {
    accountId: 'staff-wang',
    daysAgo: 70,
    steps: [
      [1, 70],
      [2, 67, 10],
      [3, 63, 50],
      [4, 58],
      [5, 52, 300, 21],
    ],
  },
  'RF-W7': {
    accountId: 'staff-wang',
    daysAgo: 20,
    steps: [
      [1, 20],
      [2, 17, 10],
    ],
    end: [2, 13],
  },
  'RF-W8': {
    accountId: 'staff-wang',
    daysAgo: 33,
    steps: [
      [1, 33],
      [2, 30, 10],
    ],
    end: [3, 27],
  },
  'RF-W9': { accountId: 'staff-wang', daysAgo: 4, steps: [], end: [5, 4] },
  'RF-W10': { accountId: 'staff-wang', daysAgo: 11, steps: [], end: [5, 11] },
  'RF-W11': { accountId: 'staff-wang', daysAgo: 18, steps: [], end: [5, 18] },
  'RF-W12': { accountId: 'staff-wang', daysAgo: 26, steps: [], end: [5, 26] },
  'RF-W13': { accountId: 'staff-wang', daysAgo: 8, steps: [[1, 8]], end: [1, 6] },
  'RF-W14': {
    accountId: 'staff-wang',
    daysAgo: 50,
    steps: [
      [1, 50],
      [2, 48, 10],
      [3, 45, 50],
      [4, 41],
    ],
    end: [4, 38],
  },
  'RF-T1': { accountId: 'staff-tech', daysAgo: 3, steps: [[1, 3]] },
  'RF-T2': {
    accountId: 'staff-tech',
    daysAgo: 4,
    steps: [
      [1, 4],
      [2, 2, 10],
    ],
  },
};

/** The bill title of a stage's points: the rule's name (mocks/handlers/points.ts). */
const STAGE_BILL_TITLE: Partial<Record<TrailStage, string>> = {
  2: '推荐简历通过筛选',
  3: '推荐候选人通过初面',
  5: '推荐候选人入职奖励',
};

/** A bill line that a referral's stage earned. */
export interface StageBill {
  id: string;
  accountId: string;
  referralId: string;
  stage: TrailStage;
  title: string;
  integral: number;
  daysAgo: number;
}

/** The id of the bill line of a referral's stage. */
export function stageBillId(referralId: string, stage: TrailStage): string {
  return `BILL-${referralId}-S${stage}`;
}

/** Every bill line the seeded trails earned. */
export function stageBills(): StageBill[] {
  return Object.entries(SEEDED_TRAILS).flatMap(([referralId, row]) =>
    row.steps
      .filter(([, , integral]) => (integral ?? 0) !== 0)
      .map(([stage, daysAgo, integral, creditDaysAgo]) => ({
        id: stageBillId(referralId, stage),
        accountId: row.accountId,
        referralId,
        stage,
        title: STAGE_BILL_TITLE[stage] ?? '推荐奖励',
        integral: integral ?? 0,
        daysAgo: creditDaysAgo ?? daysAgo,
      })),
  );
}

/** The user card's referral figures of an account, from its trails: 有效简历 passed screening, 推荐入职 reached 入职. */
export function referralFigures(accountId: string): { validResumeNum: number; recommendNum: number } {
  const rows = Object.values(SEEDED_TRAILS).filter((row) => row.accountId === accountId);
  const reached = (stage: TrailStage) => rows.filter((row) => row.steps.some(([s]) => s === stage)).length;
  return { validResumeNum: reached(2), recommendNum: reached(5) };
}

/** A bill line as the trail reads it. */
interface BillOfStage {
  id: string;
  integral: number;
  referralId: string | null;
  stage: TrailStage | null;
}

/**
 * The trail of a referral, dated from its own referral time (so a demo state kept in the browser over days stays in
 * step), with each stage's points read from the bill. A referral made in the demo has just its first stage.
 */
export function trailOf(referral: Pick<Referral, 'id' | 'recommendTime'>, bills: readonly BillOfStage[]): ReferralTrail {
  const row = SEEDED_TRAILS[referral.id];
  if (!row) return { steps: [{ stage: 1, time: referral.recommendTime, integral: 0, billId: null }], end: null };
  const day = dayjs(referral.recommendTime).startOf('day');
  const at = (daysAgo: number, hour: number) =>
    day
      .add(row.daysAgo - daysAgo, 'day')
      .hour(hour)
      .format(DATE_TIME);
  return {
    steps: row.steps.map(([stage, daysAgo]) => {
      const bill = bills.find((b) => b.referralId === referral.id && b.stage === stage);
      return {
        stage,
        time: stage === 1 ? referral.recommendTime : at(daysAgo, 14),
        integral: bill?.integral ?? 0,
        billId: bill?.id ?? null,
      };
    }),
    end: row.end ? { result: row.end[0], time: at(row.end[1], 15) } : null,
  };
}
