import type { BillSource } from '@/api/points';

/** The cause of a bill line in a word (issue 23): a referral's stage, an award, an exchange. */
export const BILL_SOURCE_LABEL: Record<BillSource, string> = { 1: '推荐', 2: '奖励', 3: '兑换' };

/** The points of one bill line with its sign: "+10", "-300"; "0" and "--" (missing) as they are. */
export function formatIntegralChange(integral: number | null | undefined): string {
  if (typeof integral !== 'number' || !Number.isFinite(integral)) return '--';
  if (integral > 0) return `+${integral}`;
  return integral < 0 ? `-${Math.abs(integral)}` : '0';
}

/** The colour of a points change: green for points earned, red for points spent, neutral for none. */
export function integralChangeTone(integral: number | null | undefined): 'income' | 'expense' | 'none' {
  if (typeof integral !== 'number' || !Number.isFinite(integral) || integral === 0) return 'none';
  return integral > 0 ? 'income' : 'expense';
}

/** What a line was for beyond its title: "候选人：孙浩然 · 职位：门店店长" (the parts that are present), or ''. */
export function billDetail(candidateName: string, positionName: string): string {
  return [candidateName.trim() && `候选人：${candidateName.trim()}`, positionName.trim() && `职位：${positionName.trim()}`]
    .filter(Boolean)
    .join(' · ');
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month filter of the URL (`?month=YYYY-MM`); anything else is "all months". */
export function parseMonth(value: string | null | undefined): string | undefined {
  const month = value?.trim() ?? '';
  return MONTH.test(month) ? month : undefined;
}
