import { Tag } from 'antd';
import type { FeedbackStatus } from '@/api/feedback';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { FEEDBACK_STATUS_LABEL } from '../lib/feedback';

// Dark text on a light background of the same hue: AA contrast (antd's light presets do not reach it).
const TONE: Record<FeedbackStatus, { color: string; background: string; borderColor: string }> = {
  0: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
  1: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  2: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
};

/** A report's status (rule STATE-6): 未处理 orange, 处理中 blue, 已处理 green. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus | null }) {
  if (status === null) return <span>{EMPTY_PLACEHOLDER}</span>;
  return (
    <Tag data-status={status} style={{ marginInlineEnd: 0, ...TONE[status] }}>
      {FEEDBACK_STATUS_LABEL[status]}
    </Tag>
  );
}
