// From the contract types alone: the e2e specs load this file (and nothing of the HTTP client behind api/referral.ts).
import type { InvalidReason, ReferralStatus } from '@/api/types/referral';

/** Whether a figure can be shown: a finite number (0 included). */
function hasFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Why a referral was judged invalid, in plain words and with its figure (rule STATE-13): the referrer never has to
 * guess. `value` is the n of reasons 1 (months) and 4 (days); without it the sentence still reads. Undefined when the
 * referral is not invalid.
 */
export function invalidReasonText(reason: InvalidReason | null | undefined, value?: number | null): string | undefined {
  switch (reason) {
    case 1:
      return hasFigure(value) ? `好友距上次投递不足 ${value} 个月，暂不能再次推荐` : '好友距上次投递时间过短，暂不能再次推荐';
    case 2:
      return '好友已是其他职位的候选人，正在其他招聘流程中';
    case 3:
      return '好友目前是公司在职员工，不能被推荐';
    case 4:
      return hasFigure(value)
        ? `好友离职不足 ${value} 天，属于返聘人员，本次推荐无效`
        : '好友离职时间过短，属于返聘人员，本次推荐无效';
    default:
      return undefined;
  }
}

/** Referral statuses (rule STATE-5) with their labels, in the order of the filter. */
export const REFERRAL_STATUS_LABEL: Record<ReferralStatus, string> = { 1: '进行中', 2: '已结束', 3: '推荐成功' };

export const REFERRAL_STATUSES: readonly ReferralStatus[] = [1, 2, 3];

/** The query parameter of the status filter. */
export const REFERRAL_STATUS_QUERY = 'status';

/** The status filter of the URL (`?status=1|2|3`); anything else is "all". */
export function parseReferralStatus(value: string | null | undefined): ReferralStatus | undefined {
  return REFERRAL_STATUSES.find((status) => String(status) === value?.trim());
}
