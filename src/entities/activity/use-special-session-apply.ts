import { specialSessionApplyBlock } from './special-session-rules';
import { useActivity } from './use-activity';
import { useActivityLimit } from './use-activity-limit';

/**
 * A candidate's view of a job's special session (rule CAMPUS-7): the session, the candidate's remaining deliveries,
 * and why they cannot apply now (not started, finished, none left), if so. No session id, nothing is loaded.
 */
export function useSpecialSessionApply(activityId: string | undefined) {
  const lookup = useActivity(activityId);
  const limit = useActivityLimit(activityId);
  const block = activityId ? specialSessionApplyBlock(lookup.activity, limit.limit) : undefined;
  return { activityId, lookup, limit, block };
}

export type SpecialSessionApply = ReturnType<typeof useSpecialSessionApply>;
