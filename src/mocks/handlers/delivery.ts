import type { HttpHandler } from 'msw';
import dayjs from 'dayjs';
import { DELIVERY_PATHS, SIMILAR_DELIVERY_DAYS } from '@/api/delivery';
import type { DeliveryResult } from '@/api/types/delivery';
import type { PositionRecord } from '../data/positions';
import { nowText } from '../data/prng';
import { commit, getCatalog, getState, nextId } from '../db';
import { authRoute, MockError, MOCK_CODE, notFound, requireStaff, type AuthedContext } from '../route';
import { findPosition } from './positions';

function withinSimilarWindow(time: string): boolean {
  return dayjs().diff(dayjs(time), 'day') < SIMILAR_DELIVERY_DAYS;
}

function positionOf(id: string): PositionRecord | undefined {
  return getCatalog().positions.find((p) => p.id === id);
}

/** The flow's `uuId`, under the spec's own spelling (rule API-7): optional, 32 hex characters when given. */
function checkUuId(ctx: AuthedContext): void {
  const uuId = ctx.query('uuId');
  if (uuId !== undefined && !/^[0-9a-f]{32}$/i.test(uuId)) throw new MockError(MOCK_CODE.badRequest, 'uuId 格式不正确');
}

function targetPosition(ctx: AuthedContext): PositionRecord {
  checkUuId(ctx);
  const position = findPosition(ctx.query('position_demand_id') ?? '');
  const positionId = ctx.query('position_id');
  if (positionId && positionId !== position.positionId) throw new MockError(MOCK_CODE.badRequest, '职位信息不匹配');
  if (!position.isValid) throw new MockError(MOCK_CODE.invalid, '该职位已下线，无法投递');
  return position;
}

/** Remaining deliveries of an account in a special-session activity. */
export function activityUsage(accountId: string | undefined, activityId: string): { limit: number; used: number } {
  const activity = getCatalog().activities.find((a) => a.id === activityId);
  if (!activity) throw notFound('专场活动');
  if (!accountId) return { limit: activity.deliveryLimit, used: 0 };
  const used = getState().applications.filter(
    (a) => a.accountId === accountId && positionOf(a.positionDemandId)?.activityId === activityId,
  ).length;
  return { limit: activity.deliveryLimit, used };
}

function deliverOwnResume(ctx: AuthedContext): DeliveryResult {
  const position = targetPosition(ctx);
  const state = getState();
  const resume = state.resumes.find((r) => r.id === ctx.query('id') && r.kind === 'own' && r.ownerId === ctx.account.id);
  if (!resume) throw notFound('简历');
  const mine = state.applications.filter((a) => a.accountId === ctx.account.id);
  if (mine.some((a) => a.positionDemandId === position.id)) return { sendStatus: 1, message: '您已投递过该职位，请勿重复投递' };
  if (position.activityId) {
    const activity = getCatalog().activities.find((a) => a.id === position.activityId);
    if (activity?.status === 1) throw new MockError(MOCK_CODE.invalid, '本专场尚未开始，开始后即可投递');
    if (activity?.status === 3) throw new MockError(MOCK_CODE.invalid, '本专场已结束，无法投递');
    const { limit, used } = activityUsage(ctx.account.id, position.activityId);
    if (used >= limit) throw new MockError(MOCK_CODE.limit, `本专场最多可投递 ${limit} 个职位，您的投递次数已用完`);
  } else {
    const similar = mine.find((a) => {
      const other = positionOf(a.positionDemandId);
      return other && !other.activityId && other.functionCode === position.functionCode && withinSimilarWindow(a.applyTime);
    });
    if (similar) {
      const name = positionOf(similar.positionDemandId)?.positionName ?? '';
      return { sendStatus: 3, message: `您在${SIMILAR_DELIVERY_DAYS}天内已投递过同类职位（${name}），暂不能投递` };
    }
  }
  const recordId = nextId('AP');
  state.applications.push({
    id: recordId,
    accountId: ctx.account.id,
    resumeId: resume.id,
    positionDemandId: position.id,
    applyTime: nowText(),
    source: position.activityId ? 2 : 1,
    statusText: '已投递',
  });
  if (position.activityId) {
    state.positionCandidates.push({
      id: nextId('PC'),
      accountId: ctx.account.id,
      activityId: position.activityId,
      positionDemandId: position.id,
      resume: { ...resume, id: nextId('R-pc-') },
    });
  }
  commit();
  return { sendStatus: 0, recordId, message: '投递成功' };
}

/** A referral of a friend's resume kept by the signed-in user. */
function deliverFriendResume(ctx: AuthedContext): DeliveryResult {
  const position = targetPosition(ctx);
  const state = getState();
  const friend = state.resumes.find((r) => r.id === ctx.query('id') && r.kind === 'friend' && r.ownerId === ctx.account.id);
  if (!friend) throw notFound('好友简历');
  const referrals = state.referrals.filter((r) => r.friendResumeId === friend.id);
  if (referrals.some((r) => r.positionDemandId === position.id)) return { sendStatus: 1, message: '已推荐过该好友应聘此职位' };
  const similar = referrals.find(
    (r) => positionOf(r.positionDemandId)?.functionCode === position.functionCode && withinSimilarWindow(r.recommendTime),
  );
  if (similar)
    return { sendStatus: 3, message: `该好友${SIMILAR_DELIVERY_DAYS}天内已被推荐过同类职位（${similar.positionName}）` };
  const recordId = nextId('RF');
  state.referrals.push({
    id: recordId,
    accountId: ctx.account.id,
    friendResumeId: friend.id,
    friendName: friend.basicInfo.name,
    phone: friend.basicInfo.phone,
    positionDemandId: position.id,
    positionName: position.positionName,
    recommendTime: nowText(),
    status: 1,
    stageText: '简历筛选',
    invalidReason: null,
    invalidValue: null,
    integral: 0,
  });
  commit();
  return { sendStatus: 0, recordId, message: '推荐成功' };
}

export const deliveryHandlers: HttpHandler[] = [
  authRoute<DeliveryResult>('post', 'main', DELIVERY_PATHS.candidate, deliverOwnResume),
  authRoute<DeliveryResult>('post', 'main', DELIVERY_PATHS.candidateFriend, (ctx) => {
    requireStaff(ctx.account);
    return deliverFriendResume(ctx);
  }),
  authRoute<DeliveryResult>('post', 'main', DELIVERY_PATHS.employeeFriend, (ctx) => {
    requireStaff(ctx.account);
    return deliverFriendResume(ctx);
  }),
];
