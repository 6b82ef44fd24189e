import type { Activity, ActivityDeliveryLimit } from '@/api/campus';
import { formatDate } from '@/lib/format';
import type { PagePathBuilder } from '@/lib/routing';
import { activityStatusOf } from './activity-status-tag';

/**
 * The job list of a special session (rule CAMPUS-7): the spec gives a session no route of its own, so it is the
 * campus job list with `?activityId=` (docs/decisions/047).
 */
export function specialSessionJobsPath(path: PagePathBuilder, activityId: string): string {
  return path('job', { recruitType: 'school', business: 'candidate', query: { activityId } });
}

/** The line a session's status adds: whether one can apply now. */
export function specialSessionStatusNote(activity: Pick<Activity, 'status' | 'startTime'>): string {
  const status = activityStatusOf(activity.status);
  if (status === 1) return `本专场尚未开始，${formatDate(activity.startTime)} 起可投递`;
  if (status === 3) return '本专场已结束，不能再投递本专场的职位';
  return '专场进行中，欢迎投递';
}

/** Why a candidate with no deliveries left cannot apply. */
export function usedUpText(limit: Pick<ActivityDeliveryLimit, 'limit'>): string {
  return `本专场的投递次数已用完（最多 ${limit.limit} 个）`;
}

/**
 * Why a candidate cannot apply to a job of this session now, or undefined when they can (as far as is known: an
 * activity or figure that has not loaded blocks nothing, the server still has the last word).
 */
export function specialSessionApplyBlock(
  activity: Pick<Activity, 'status' | 'startTime'> | undefined,
  limit: Pick<ActivityDeliveryLimit, 'limit' | 'remaining'> | undefined,
): string | undefined {
  if (activity && activityStatusOf(activity.status) !== 2) return specialSessionStatusNote(activity);
  if (limit && limit.remaining <= 0) return usedUpText(limit);
  return undefined;
}
