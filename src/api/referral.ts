import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { resumeKeys } from './resume';
import { fillPath } from './path';
import type { IdResult, Paged } from './types/common';
import type { ResumeInput } from './types/resume';
import type { FriendResumeQuery, FriendResumeSummary, Referral, ReferralQuery } from './types/referral';
import { idResultSchema } from './schemas/common';
import { friendResumePageSchema, referralPageSchema, referralWithTrailSchema } from './schemas/referral';

export type * from './types/referral';

// The referral trail (issue 23). These types would sit in types/referral.ts beside `Referral` (docs/decisions/024);
// that file belongs to another part of the work, so they live here, as links.ts keeps its own (decision 065).

/** A stage a referral reached (issue 23): 1 推荐成功, 2 简历筛选 (passed), 3 面试 (passed), 4 录用, 5 入职. */
export type TrailStage = 1 | 2 | 3 | 4 | 5;
/**
 * How a referral ended short of 入职: 1 rejected at screening, 2 rejected at interview, 3 the friend withdrew,
 * 4 the offer was declined, 5 judged invalid (the reason is the referral's `invalidReason`).
 */
export type TrailEndResult = 1 | 2 | 3 | 4 | 5;

/** One stage reached, when, and the points it earned with the bill line that credited them. */
export interface TrailStep {
  stage: TrailStage;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  /** Points this stage earned; 0 for none, null when the server sent no figure. */
  integral: number | null;
  /** The points bill line of those points, if any. */
  billId: string | null;
}

export interface TrailEnd {
  result: TrailEndResult;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
}

/** The path a referral took: the stages reached, oldest first, and how it ended (null while it runs or once hired). */
export interface ReferralTrail {
  steps: TrailStep[];
  end: TrailEnd | null;
}

/** A referral with its trail; `trail` is null when the server sent none or one of the wrong shape (today's view). */
export interface ReferralWithTrail extends Referral {
  trail: ReferralTrail | null;
}

export const REFERRAL_PATHS = {
  manageResumes: '/employee/manage_resume',
  manageResume: '/employee/manage_resume/:id',
  referrals: '/employee/recommendation',
  /** One referral with its trail (ours: the spec names no detail call; the trail's deep link needs one). */
  referral: '/employee/recommendation/:id',
  friendResumes: '/employee/friend_resume',
  friendResume: '/employee/friend_resume/:id',
} as const;

/** Friends' resumes of the signed-in staff member. */
export function getFriendResumes(query: FriendResumeQuery = {}): Promise<Paged<FriendResumeSummary>> {
  return http.get<Paged<FriendResumeSummary>>(REFERRAL_PATHS.manageResumes, {
    params: { ...query },
    schema: friendResumePageSchema,
  });
}

export function deleteFriendResume(id: string): Promise<void> {
  return http.delete<void>(fillPath(REFERRAL_PATHS.manageResume, { id }));
}

/** The signed-in staff member's referrals, newest first, each with its trail. */
export function getReferrals(query: ReferralQuery = {}): Promise<Paged<ReferralWithTrail>> {
  return http.get<Paged<ReferralWithTrail>>(REFERRAL_PATHS.referrals, { params: { ...query }, schema: referralPageSchema });
}

/** One referral of the signed-in staff member, with its trail. */
export function getReferral(id: string): Promise<ReferralWithTrail> {
  return http.get<ReferralWithTrail>(fillPath(REFERRAL_PATHS.referral, { id }), { schema: referralWithTrailSchema });
}

/** Adds a friend's resume. */
export function createFriendResume(body: ResumeInput): Promise<IdResult> {
  return http.post<IdResult>(REFERRAL_PATHS.friendResumes, body, { schema: idResultSchema });
}

/** Updates a friend's resume. */
export function updateFriendResume(id: string, body: ResumeInput): Promise<IdResult> {
  return http.put<IdResult>(fillPath(REFERRAL_PATHS.friendResume, { id }), body, { schema: idResultSchema });
}

// Server state.

export const referralKeys = createQueryKeys('referral');

export const referralQueries = {
  /** The friends' resumes (resume management, the picker of refer a friend, the phone check before a new one). */
  friendResumes: (query: FriendResumeQuery) =>
    pagedQueryOptions(referralKeys.custom('friendResumes', query), () => getFriendResumes(query)),
  /** My referrals. */
  referrals: (query: ReferralQuery) => pagedQueryOptions(referralKeys.custom('referrals', query), () => getReferrals(query)),
  /** One referral and its trail (the trail drawer of my referrals). */
  referral: (id: string) => queryOptions({ queryKey: referralKeys.detail(id), queryFn: () => getReferral(id) }),
};

/** After a friend's resume changed: the lists of friends' resumes and that resume's detail. */
function afterFriendResumeWrite(client: QueryClient, id?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: referralKeys.custom('friendResumes') }),
    id ? client.invalidateQueries({ queryKey: resumeKeys.detail(id) }) : undefined,
  ]);
}

export const referralMutations = {
  createFriendResume: () =>
    mutationOptions({
      mutationFn: (body: ResumeInput) => createFriendResume(body),
      onSuccess: ({ id }, _body, _context, { client }) => afterFriendResumeWrite(client, id),
    }),
  updateFriendResume: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: ResumeInput }) => updateFriendResume(id, body),
      onSuccess: (_result, { id }, _context, { client }) => afterFriendResumeWrite(client, id),
    }),
  /** Deletes a friend's resume; settles once the list was read again, so the row is gone when it says so. */
  deleteFriendResume: () =>
    mutationOptions({
      mutationFn: (id: string) => deleteFriendResume(id),
      onSuccess: (_result, id, _context, { client }) => {
        client.removeQueries({ queryKey: resumeKeys.detail(id) });
        return afterFriendResumeWrite(client);
      },
    }),
};
