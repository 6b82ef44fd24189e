import type { HttpHandler } from 'msw';
import { REFERRAL_PATHS, type ReferralWithTrail } from '@/api/referral';
import type { IdResult, Paged } from '@/api/types/common';
import type { FriendResumeSummary } from '@/api/types/referral';
import type { ResumeInput } from '@/api/types/resume';
import { nowText } from '../data/prng';
import { trailOf } from '../data/referral-trails';
import type { ReferralRecord } from '../data/staff';
import type { ResumeRecord } from '../data/resumes';
import { commit, getState, nextId } from '../db';
import { authRoute, MockError, MOCK_CODE, notFound, paginate, requireStaff, type AuthedContext } from '../route';
import { requireResumeBody } from './resume';

function friendsOf(accountId: string): ResumeRecord[] {
  return getState().resumes.filter((r) => r.kind === 'friend' && r.ownerId === accountId);
}

function ownFriend(ctx: AuthedContext): ResumeRecord {
  requireStaff(ctx.account);
  const friend = friendsOf(ctx.account.id).find((r) => r.id === ctx.params.id);
  if (!friend) throw notFound('好友简历');
  return friend;
}

function matches(keyword: string | undefined, texts: string[]): boolean {
  return !keyword || texts.some((text) => text.toLowerCase().includes(keyword.toLowerCase()));
}

/** A referral as the server answers it: without its owner, with its trail (issue 23). */
function withTrail({ accountId: _accountId, ...referral }: ReferralRecord): ReferralWithTrail {
  return { ...referral, trail: trailOf(referral, getState().bills) };
}

async function friendBody(ctx: AuthedContext, exceptId?: string): Promise<ResumeInput> {
  const body = requireResumeBody(await ctx.body<ResumeInput>());
  const duplicate = friendsOf(ctx.account.id).some((r) => r.id !== exceptId && r.basicInfo.phone === body.basicInfo.phone);
  if (duplicate) throw new MockError(MOCK_CODE.invalid, '该手机号的好友简历已存在');
  return body;
}

export const referralHandlers: HttpHandler[] = [
  authRoute<Paged<FriendResumeSummary>>('get', 'main', REFERRAL_PATHS.manageResumes, (ctx) => {
    requireStaff(ctx.account);
    const referrals = getState().referrals;
    const keyword = ctx.query('keyword');
    const items = friendsOf(ctx.account.id)
      .filter((r) => matches(keyword, [r.basicInfo.name, r.basicInfo.phone, r.jobIntention.expectedPosition]))
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime))
      .map((r) => ({
        id: r.id,
        name: r.basicInfo.name,
        phone: r.basicInfo.phone,
        gender: r.basicInfo.gender,
        educationName: r.basicInfo.highestEducationName,
        workYears: r.basicInfo.workYears,
        expectedPosition: r.jobIntention.expectedPosition,
        updateTime: r.updateTime,
        referralCount: referrals.filter((ref) => ref.friendResumeId === r.id).length,
      }));
    return paginate(items, ctx);
  }),
  authRoute<null>('delete', 'main', REFERRAL_PATHS.manageResume, (ctx) => {
    const friend = ownFriend(ctx);
    const state = getState();
    state.resumes = state.resumes.filter((r) => r.id !== friend.id);
    commit();
    return null;
  }),
  authRoute<Paged<ReferralWithTrail>>('get', 'main', REFERRAL_PATHS.referrals, (ctx) => {
    requireStaff(ctx.account);
    const status = ctx.query('status');
    const keyword = ctx.query('keyword');
    const items = getState()
      .referrals.filter((r) => r.accountId === ctx.account.id && (!status || String(r.status) === status))
      .filter((r) => matches(keyword, [r.friendName, r.phone, r.positionName]))
      .sort((a, b) => b.recommendTime.localeCompare(a.recommendTime))
      .map(withTrail);
    return paginate(items, ctx);
  }),
  authRoute<ReferralWithTrail>('get', 'main', REFERRAL_PATHS.referral, (ctx) => {
    requireStaff(ctx.account);
    const referral = getState().referrals.find((r) => r.accountId === ctx.account.id && r.id === ctx.params.id);
    if (!referral) throw notFound('推荐记录');
    return withTrail(referral);
  }),
  authRoute<IdResult>('post', 'main', REFERRAL_PATHS.friendResumes, async (ctx) => {
    requireStaff(ctx.account);
    const body = await friendBody(ctx);
    const id = nextId('FR-');
    getState().resumes.push({ ...body, id, ownerId: ctx.account.id, kind: 'friend', updateTime: nowText() });
    commit();
    return { id };
  }),
  authRoute<IdResult>('put', 'main', REFERRAL_PATHS.friendResume, async (ctx) => {
    const friend = ownFriend(ctx);
    const body = await friendBody(ctx, friend.id);
    const state = getState();
    state.resumes = state.resumes.map((r) =>
      r.id === friend.id ? { ...body, id: friend.id, ownerId: friend.ownerId, kind: 'friend', updateTime: nowText() } : r,
    );
    commit();
    return { id: friend.id };
  }),
];
