import { describe, expect, it } from 'vitest';
import { HttpError, HTTP_MESSAGES } from '@/lib/http';
import {
  FEEDBACK_STATUS_LABEL,
  FEEDBACK_TYPE_LABEL,
  feedbackFailureMessage,
  feedbackTypeLabel,
  hasDraftContent,
} from '@/features/feedback/lib/feedback';

describe('feedback labels', () => {
  it('names the five types (rule STATE-14) and the three statuses (rule STATE-6)', () => {
    expect(FEEDBACK_TYPE_LABEL).toEqual({ 1: '奖励未到账', 2: '反馈时效', 3: '更换职位', 4: '简历重复', 5: '其他' });
    expect(FEEDBACK_STATUS_LABEL).toEqual({ 0: '未处理', 1: '处理中', 2: '已处理' });
    expect(feedbackTypeLabel(9)).toBe('其他');
  });

  it('offers a draft back only when it holds something', () => {
    expect(hasDraftContent(undefined)).toBe(false);
    expect(hasDraftContent({ content: '   ' })).toBe(false);
    expect(hasDraftContent({ type: 2 })).toBe(true);
    expect(hasDraftContent({ content: '积分没到账' })).toBe(true);
  });

  it("shows the server's own message when a report is refused", () => {
    const refused = new HttpError('business', '问题描述不能超过500字', { code: 400, serverMessage: '问题描述不能超过500字' });
    expect(feedbackFailureMessage(refused)).toBe('问题描述不能超过500字');
    expect(feedbackFailureMessage(new HttpError('network', HTTP_MESSAGES.noResponseToast))).toBe(HTTP_MESSAGES.noResponseToast);
    expect(feedbackFailureMessage(new Error('boom'))).toBe('提交失败，请稍后重试。');
  });
});
