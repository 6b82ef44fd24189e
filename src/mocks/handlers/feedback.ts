import type { HttpHandler } from 'msw';
import { FEEDBACK_PATHS } from '@/api/feedback';
import type { IdResult, Paged } from '@/api/types/common';
import type { FeedbackQuestion, FeedbackRequest } from '@/api/types/feedback';
import { nowText } from '../data/prng';
import { commit, getState, nextId } from '../db';
import { authRoute, MockError, MOCK_CODE, paginate, requireStaff } from '../route';

const FEEDBACK_TYPES = [1, 2, 3, 4, 5];
const FEEDBACK_MAX_LENGTH = 500;

/** A staff member's problem reports (问题反馈): report one, list one's own, newest first. */
export const feedbackHandlers: HttpHandler[] = [
  authRoute<IdResult>('post', 'main', FEEDBACK_PATHS.questions, async (ctx) => {
    requireStaff(ctx.account);
    const body = await ctx.body<FeedbackRequest>();
    const content = body?.content?.trim() ?? '';
    if (!body || !FEEDBACK_TYPES.includes(body.type)) throw new MockError(MOCK_CODE.badRequest, '请选择问题类型');
    if (!content) throw new MockError(MOCK_CODE.badRequest, '请填写问题描述');
    if (content.length > FEEDBACK_MAX_LENGTH)
      throw new MockError(MOCK_CODE.badRequest, `问题描述不能超过${FEEDBACK_MAX_LENGTH}字`);
    const id = nextId('FB');
    getState().feedback.push({
      id,
      accountId: ctx.account.id,
      type: body.type,
      content,
      referralId: body.referralId ?? null,
      status: 0,
      createTime: nowText(),
      reply: '',
      replyTime: '',
    });
    commit();
    return { id };
  }),
  authRoute<Paged<FeedbackQuestion>>('get', 'main', FEEDBACK_PATHS.questions, (ctx) => {
    requireStaff(ctx.account);
    const items = getState()
      .feedback.filter((f) => f.accountId === ctx.account.id)
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
      .map(({ accountId: _accountId, ...question }) => question);
    return paginate(items, ctx);
  }),
];
