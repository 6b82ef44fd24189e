import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { campusQueries, type ActivityDeliveryLimit } from '@/api/campus';
import { useSession } from '@/entities/session';

export interface ActivityLimitState {
  /** Only a signed-in candidate has a figure of their own; a visitor is shown the activity's limit. */
  signedIn: boolean;
  limit?: ActivityDeliveryLimit;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
  login: () => void;
}

/**
 * The signed-in candidate's remaining deliveries in a special session (`/activity/{id}/postion_candidate/limit`,
 * rule CAMPUS-7). The figure is the session's user's: the token is part of its cache key, so a sign-in as someone
 * else never shows the previous candidate's figure.
 */
export function useActivityLimit(activityId: string | undefined): ActivityLimitState {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const query = useQuery(campusQueries.activityLimit(signedIn ? activityId : undefined, session.token ?? ''));
  return {
    signedIn,
    limit: query.data,
    loading: signedIn && Boolean(activityId) && query.isPending,
    failed: query.isError,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    login: session.login,
  };
}

/**
 * Forgets the candidate's figure for a session after a delivery counted against it: the next page that shows it
 * loads it afresh (a placeholder, never the old figure).
 */
export function useForgetActivityLimit(): (activityId: string) => void {
  const client = useQueryClient();
  const session = useSession();
  const who = session.token ?? '';
  return useCallback(
    (activityId: string) => void client.resetQueries(campusQueries.activityLimit(activityId, who)),
    [client, who],
  );
}
