import { http } from '@/lib/http';
import { fillPath } from './path';
import type { IdResult, Paged } from './types/common';
import type { ResumeInput } from './types/resume';
import type { FriendResumeQuery, FriendResumeSummary, Referral, ReferralQuery } from './types/referral';
import { idResultSchema } from './schemas/common';
import { friendResumePageSchema, referralPageSchema } from './schemas/referral';

export type * from './types/referral';

export const REFERRAL_PATHS = {
  manageResumes: '/employee/manage_resume',
  manageResume: '/employee/manage_resume/:id',
  referrals: '/employee/recommendation',
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

/** The signed-in staff member's referrals, newest first. */
export function getReferrals(query: ReferralQuery = {}): Promise<Paged<Referral>> {
  return http.get<Paged<Referral>>(REFERRAL_PATHS.referrals, { params: { ...query }, schema: referralPageSchema });
}

/** Adds a friend's resume. */
export function createFriendResume(body: ResumeInput): Promise<IdResult> {
  return http.post<IdResult>(REFERRAL_PATHS.friendResumes, body, { schema: idResultSchema });
}

/** Updates a friend's resume. */
export function updateFriendResume(id: string, body: ResumeInput): Promise<IdResult> {
  return http.put<IdResult>(fillPath(REFERRAL_PATHS.friendResume, { id }), body, { schema: idResultSchema });
}
