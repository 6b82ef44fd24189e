import { mutationOptions } from '@tanstack/react-query';
import { applicationKeys } from './applications';
import { pointsKeys } from './points';
import { referralKeys } from './referral';
import { http } from '@/lib/http';
import type { DeliveryQuery, DeliveryResult, FriendDeliveryQuery } from './types/delivery';
import { deliveryResultSchema } from './schemas/delivery';

export type * from './types/delivery';

/** The same-function window of the "similar" rule, in days (rule CONST-13: three months 90). */
export const SIMILAR_DELIVERY_DAYS = 90;

export const DELIVERY_PATHS = {
  candidate: '/candidate/resume/delivery',
  candidateFriend: '/candidate/friend_resume/delivery',
  employeeFriend: '/employee/friend_resume/delivery',
} as const;

/** What a caller that shows its own message passes (rule HTTP-7). */
export interface DeliveryCallOptions {
  noMessage?: boolean;
}

/** The apply payload's query keys the spec spells in camelCase: `uuId` goes on the wire as `uuId` (rule API-7). */
const APPLY_PAYLOAD_KEYS_AS_GIVEN = ['uuId'] as const;

/** Delivers the candidate's own resume to a position demand. The payload travels in the query. */
export function deliverResume(query: DeliveryQuery, options: DeliveryCallOptions = {}): Promise<DeliveryResult> {
  return http.post<DeliveryResult>(DELIVERY_PATHS.candidate, undefined, {
    params: { ...query },
    keepKeyCase: APPLY_PAYLOAD_KEYS_AS_GIVEN,
    noMessage: options.noMessage,
    schema: deliveryResultSchema,
  });
}

/** Delivers a friend's resume from the candidate-side delivery page (staff signed in). */
export function deliverFriendResumeAsCandidate(query: DeliveryQuery): Promise<DeliveryResult> {
  return http.post<DeliveryResult>(DELIVERY_PATHS.candidateFriend, undefined, {
    params: { ...query },
    keepKeyCase: APPLY_PAYLOAD_KEYS_AS_GIVEN,
    schema: deliveryResultSchema,
  });
}

/** A staff member refers a friend's resume to a position demand. */
export function deliverFriendResume(query: FriendDeliveryQuery): Promise<DeliveryResult> {
  return http.post<DeliveryResult>(DELIVERY_PATHS.employeeFriend, undefined, {
    params: { ...query },
    schema: deliveryResultSchema,
  });
}

// Server state.

export const deliveryMutations = {
  /** Delivers the candidate's resume; a recorded delivery (send status 0) refreshes the application records. */
  deliver: (options: DeliveryCallOptions = {}) =>
    mutationOptions({
      mutationFn: (query: DeliveryQuery) => deliverResume(query, options),
      onSuccess: (result, _query, _context, { client }) =>
        result.sendStatus === 0 ? client.invalidateQueries({ queryKey: applicationKeys.all }) : undefined,
    }),
  /** A staff member refers a friend's resume; a recorded referral refreshes my referrals, the friends' resumes and the points card. */
  referFriend: () =>
    mutationOptions({
      mutationFn: (query: FriendDeliveryQuery) => deliverFriendResume(query),
      onSuccess: (result, _query, _context, { client }) =>
        result.sendStatus === 0
          ? Promise.all([
              client.invalidateQueries({ queryKey: referralKeys.all }),
              client.invalidateQueries({ queryKey: pointsKeys.custom('profile') }),
            ])
          : undefined,
    }),
};
