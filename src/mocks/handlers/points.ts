import type { HttpHandler } from 'msw';
import { POINTS_PATHS } from '@/api/points';
import type { Paged } from '@/api/types/common';
import type { LinkedBill } from '@/api/points';
import type { IntegralSummary, Ranking, RankingItem, StaffProfile } from '@/api/types/points';
import type { DemoAccount } from '../data/accounts';
import { levelOf, type BillRecord, type EmployeeRecord } from '../data/staff';
import { getState } from '../db';
import { authRoute, notFound, paginate, requireStaff } from '../route';

const RULES: IntegralSummary['rules'] = [
  { title: '推荐简历通过筛选', integral: 10, description: '好友简历通过 HR 筛选后发放' },
  { title: '推荐候选人通过初面', integral: 50, description: '好友通过第一轮面试后发放' },
  { title: '推荐候选人入职', integral: 300, description: '好友入职满 30 天后发放，门店管理岗额外奖励 200 积分' },
  { title: '新人首推奖励', integral: 20, description: '首次成功推荐有效简历' },
];

function employeeOf(account: DemoAccount): EmployeeRecord {
  requireStaff(account);
  const employee = getState().employees.find((e) => e.employeeId === account.employeeId);
  if (!employee) throw notFound('员工信息');
  return employee;
}

function ranked(rankType: string | undefined): EmployeeRecord[] {
  const key = (e: EmployeeRecord) => (rankType === '2' ? e.recommendNum * 100000 + e.recommendIntegral : e.recommendIntegral);
  return [...getState().employees].sort((a, b) => key(b) - key(a) || a.employeeId.localeCompare(b.employeeId));
}

function rankingItem(e: EmployeeRecord, rank: number): RankingItem {
  return {
    rank,
    employeeId: e.employeeId,
    name: e.name,
    departmentName: e.departmentName,
    recommendIntegral: e.recommendIntegral,
    recommendNum: e.recommendNum,
    recommendLevel: levelOf(e.recommendIntegral).level,
    avatarUrl: e.avatarUrl,
  };
}

/** A stored line as the bill answers it: a referral's line names the friend and the job of its referral (issue 23). */
function billLine({ accountId: _accountId, stage: _stage, ...bill }: BillRecord, balance: number): LinkedBill {
  const referral = bill.referralId ? getState().referrals.find((r) => r.id === bill.referralId) : undefined;
  return {
    ...bill,
    balance,
    ...(referral ? { candidateName: referral.friendName, positionName: referral.positionName } : {}),
  };
}

export const pointsHandlers: HttpHandler[] = [
  authRoute<StaffProfile>('get', 'main', POINTS_PATHS.employees, ({ account }) => {
    const e = employeeOf(account);
    const level = levelOf(e.recommendIntegral);
    return {
      employeeId: e.employeeId,
      name: e.name,
      userName: e.userName,
      departmentName: e.departmentName,
      departmentCodes: e.departmentCodes,
      currentRecommendIntegral: e.currentRecommendIntegral,
      rank: ranked('1').findIndex((other) => other.employeeId === e.employeeId) + 1,
      recommendIntegral: e.recommendIntegral,
      recommendLevel: level.level,
      recommendLevelName: level.name,
      recommendNum: e.recommendNum,
      validResumeNum: e.validResumeNum,
      wechatWorkThumbAvatarUrl: e.avatarUrl,
    };
  }),
  authRoute<IntegralSummary>('get', 'main', POINTS_PATHS.integral, ({ account }) => {
    const e = employeeOf(account);
    return {
      currentIntegral: e.currentRecommendIntegral,
      totalIntegral: e.recommendIntegral,
      usedIntegral: e.recommendIntegral - e.currentRecommendIntegral,
      rules: RULES,
    };
  }),
  authRoute<Paged<LinkedBill>>('get', 'main', POINTS_PATHS.bills, (ctx) => {
    employeeOf(ctx.account);
    const month = ctx.query('month');
    const referralId = ctx.query('referral_id');
    // The balance after each line: the running sum of the account's lines, oldest first.
    let balance = 0;
    const bills = getState()
      .bills.filter((b) => b.accountId === ctx.account.id)
      .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id.localeCompare(b.id))
      .map((bill) => billLine(bill, (balance += bill.integral)))
      .filter((b) => !month || b.createTime.startsWith(month))
      .filter((b) => !referralId || b.referralId === referralId)
      .reverse();
    return paginate(bills, ctx);
  }),
  authRoute<Ranking>('get', 'main', POINTS_PATHS.ranking, (ctx) => {
    const me = employeeOf(ctx.account);
    const all = ranked(ctx.query('rank_type')).map((e, i) => rankingItem(e, i + 1));
    return { ...paginate(all, ctx), mine: all.find((item) => item.employeeId === me.employeeId) ?? null };
  }),
];
