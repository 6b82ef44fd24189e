import type { FeedbackStatus, FeedbackType } from '@/api/feedback';
import { isHttpError } from '@/lib/http';

/** Feedback types (rule STATE-14), in the order the form offers them. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = [1, 2, 3, 4, 5];

export const FEEDBACK_TYPE_LABEL: Record<FeedbackType, string> = {
  1: '奖励未到账',
  2: '反馈时效',
  3: '更换职位',
  4: '简历重复',
  5: '其他',
};

/** Feedback question statuses (rule STATE-6). */
export const FEEDBACK_STATUS_LABEL: Record<FeedbackStatus, string> = { 0: '未处理', 1: '处理中', 2: '已处理' };

/** The content takes up to 250 Chinese characters or 500 other characters (rule VAL-17; the server allows 500). */
export const FEEDBACK_CONTENT_N = 250;

/** What the local draft keeps (rule DRAFT-1, form id `feedback`). */
export interface FeedbackDraft {
  type?: FeedbackType;
  content?: string;
}

/** Whether a draft holds anything worth offering back: a type picked or some text. */
export function hasDraftContent(draft: FeedbackDraft | undefined): boolean {
  return Boolean(draft && (draft.type !== undefined || (draft.content ?? '').trim() !== ''));
}

/** The label of a type; an unknown or missing code reads "其他". */
export function feedbackTypeLabel(type: number | null): string {
  return (type === null ? undefined : FEEDBACK_TYPE_LABEL[type as FeedbackType]) ?? FEEDBACK_TYPE_LABEL[5];
}

const FALLBACK_FAILURE = '提交失败，请稍后重试。';

/** The message shown next to the form when a report could not be sent: the server's own words where it sent some. */
export function feedbackFailureMessage(error: unknown): string {
  if (!isHttpError(error)) return FALLBACK_FAILURE;
  return error.serverMessage?.trim() || error.message || FALLBACK_FAILURE;
}
