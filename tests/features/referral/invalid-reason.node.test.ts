import { describe, expect, it } from 'vitest';
import { invalidReasonText, parseReferralStatus, REFERRAL_STATUS_LABEL } from '@/features/referral/lib/invalid-reason';
import { parsePage } from '@/lib/routing';

describe('invalid referral reasons (rule STATE-13)', () => {
  it.each([
    [1, 6, '好友距上次投递不足 6 个月，暂不能再次推荐'],
    [1, 0, '好友距上次投递不足 0 个月，暂不能再次推荐'],
    [2, null, '好友已是其他职位的候选人，正在其他招聘流程中'],
    [3, null, '好友目前是公司在职员工，不能被推荐'],
    [4, 180, '好友离职不足 180 天，属于返聘人员，本次推荐无效'],
  ] as const)('reason %s with n = %s reads "%s"', (reason, value, text) => {
    expect(invalidReasonText(reason, value)).toBe(text);
  });

  it('still reads as a sentence when the figure of reasons 1 and 4 is missing', () => {
    expect(invalidReasonText(1, null)).toBe('好友距上次投递时间过短，暂不能再次推荐');
    expect(invalidReasonText(4, undefined)).toBe('好友离职时间过短，属于返聘人员，本次推荐无效');
    expect(invalidReasonText(4, Number.NaN)).toBe('好友离职时间过短，属于返聘人员，本次推荐无效');
  });

  it('says nothing for a referral that is not invalid', () => {
    expect(invalidReasonText(null, null)).toBeUndefined();
    expect(invalidReasonText(undefined)).toBeUndefined();
  });
});

describe('referral status filter (rule STATE-5)', () => {
  it('labels the three statuses', () => {
    expect(REFERRAL_STATUS_LABEL).toEqual({ 1: '进行中', 2: '已结束', 3: '推荐成功' });
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', undefined],
    ['4', undefined],
    ['all', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('reads ?status=%s as %s', (value, status) => {
    expect(parseReferralStatus(value)).toBe(status);
  });

  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['x', 1],
    [null, 1],
  ] as const)('reads ?page=%s as %s', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
