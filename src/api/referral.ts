import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { resumeKeys } from './resume';
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

// Server state.

export const referralKeys = createQueryKeys('referral');

export const referralQueries = {
  /** The friends' resumes (resume management, the picker of refer a friend, the phone check before a new one). */
  friendResumes: (query: FriendResumeQuery) =>
    queryOptions({
      queryKey: referralKeys.custom('friendResumes', query),
      queryFn: () => getFriendResumes(query),
      placeholderData: keepPreviousData,
    }),
  /** My referrals. */
  referrals: (query: ReferralQuery) =>
    queryOptions({
      queryKey: referralKeys.custom('referrals', query),
      queryFn: () => getReferrals(query),
      placeholderData: keepPreviousData,
    }),
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
