import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { referralQueries, type FriendResumeSummary } from '@/api/referral';
import { friendWithPhone, isCompletePhone } from '../lib/friend-resume';

const lookup = (phone: string) => referralQueries.friendResumes({ keyword: phone, page: 1, pageSize: 10 });

/**
 * A friend already kept under the phone typed into a new resume: looked up (the friends' resumes with the phone as
 * keyword) as soon as the number is complete, so the existing resume is offered before a duplicate is made.
 */
export function useKnownFriend(phone: string | undefined, enabled: boolean) {
  const client = useQueryClient();
  const complete = enabled && isCompletePhone(phone);
  const query = useQuery({ ...lookup(phone ?? ''), enabled: complete });
  const known = complete ? friendWithPhone(query.data?.list, phone) : undefined;

  /** Asks once more right before a submit; rejects when the question could not be answered. */
  const check = useCallback(
    async (value: string | undefined): Promise<FriendResumeSummary | undefined> => {
      if (!enabled || !isCompletePhone(value)) return undefined;
      const answer = await client.fetchQuery(lookup(value));
      return friendWithPhone(answer.list, value);
    },
    [client, enabled],
  );

  return { known, check };
}
