import type { FeedbackStatus } from '@/api/feedback';
import { StatusTag, type TagTone } from '@/components/status-tag';
import { FEEDBACK_STATUS_LABEL } from '../lib/feedback';

const TONE: Record<FeedbackStatus, TagTone> = { 0: 'orange', 1: 'blue', 2: 'green' };

/** A report's status (rule STATE-6): 未处理 orange, 处理中 blue, 已处理 green. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus | null }) {
  return <StatusTag status={status} labels={FEEDBACK_STATUS_LABEL} tones={TONE} />;
}
