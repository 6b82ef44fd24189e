import { useQuery } from '@tanstack/react-query';
import { campusQueries, type Activity } from '@/api/campus';

export interface ActivityLookup {
  /** The activity, once the list has it. */
  activity?: Activity;
  /** The list is still loading (nothing to show yet). */
  loading: boolean;
  /** The list failed (or answered in the wrong shape): the error state with a retry. */
  failed: boolean;
  /** The list came and holds no activity of this id: an unknown or withdrawn session. */
  missing: boolean;
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

/**
 * A special session by id, read from the activity list (rule CAMPUS-7): the server has no call for one activity,
 * and the list is small and shared with campus home.
 */
export function useActivity(activityId: string | undefined): ActivityLookup {
  const query = useQuery({ ...campusQueries.activities(), enabled: Boolean(activityId) });
  const activity = activityId ? query.data?.find((item) => item.id === activityId) : undefined;
  return {
    activity,
    loading: Boolean(activityId) && query.isPending,
    failed: query.isError,
    missing: Boolean(activityId) && query.isSuccess && !activity,
    error: query.error,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
