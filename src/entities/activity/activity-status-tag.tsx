import { Tag } from 'antd';
import type { ActivityStatus } from '@/api/campus';

/** Activity status (rule STATE-7), also of career talks: 1 not started, 2 in progress, 3 finished. */
export const ACTIVITY_STATUS_LABEL: Record<ActivityStatus, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** Dark shades of antd's palettes on their light backgrounds: AA contrast (≥ 4.5:1) for every status. */
const STATUS_COLOURS: Record<ActivityStatus, { color: string; background: string; borderColor: string }> = {
  1: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  2: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  3: { color: '#595959', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

/** The label of a status; an unknown status reads as finished, so nothing invites a delivery that cannot happen. */
export function activityStatusOf(status: number | null | undefined): ActivityStatus {
  return status === 1 || status === 2 || status === 3 ? status : 3;
}

interface ActivityStatusTagProps {
  status: number | null | undefined;
}

/** A special session's or a career talk's status as a tag: 未开始 blue, 进行中 green, 已结束 gray. */
export function ActivityStatusTag({ status }: ActivityStatusTagProps) {
  const known = activityStatusOf(status);
  return (
    <Tag style={{ ...STATUS_COLOURS[known], marginInlineEnd: 0 }} data-status={known}>
      {ACTIVITY_STATUS_LABEL[known]}
    </Tag>
  );
}
