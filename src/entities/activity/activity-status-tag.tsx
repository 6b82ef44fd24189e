import type { ActivityStatus } from '@/api/campus';
import { StatusTag, type TagTone } from '@/components/status-tag';

/** Activity status (rule STATE-7), also of career talks: 1 not started, 2 in progress, 3 finished. */
export const ACTIVITY_STATUS_LABEL: Record<ActivityStatus, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

const STATUS_TONE: Record<ActivityStatus, TagTone> = { 1: 'blue', 2: 'green', 3: 'gray' };

/** The label of a status; an unknown status reads as finished, so nothing invites a delivery that cannot happen. */
export function activityStatusOf(status: number | null | undefined): ActivityStatus {
  return status === 1 || status === 2 || status === 3 ? status : 3;
}

interface ActivityStatusTagProps {
  status: number | null | undefined;
}

/** A special session's or a career talk's status as a tag: 未开始 blue, 进行中 green, 已结束 gray. */
export function ActivityStatusTag({ status }: ActivityStatusTagProps) {
  return <StatusTag status={activityStatusOf(status)} labels={ACTIVITY_STATUS_LABEL} tones={STATUS_TONE} />;
}
