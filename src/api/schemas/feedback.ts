import * as v from 'valibot';
import type { Paged } from '../types/common';
import type { FeedbackQuestion } from '../types/feedback';
import { id, oneOfOrNull, paged, text, type Agree, type Out, type Same } from './fields';

/** A staff member's problem report and its handling; an unknown type or status reads "--". */
export const feedbackQuestionSchema = v.object({
  id,
  type: oneOfOrNull([1, 2, 3, 4, 5]),
  content: text,
  referralId: v.nullish(id, null),
  status: oneOfOrNull([0, 1, 2]),
  createTime: text,
  reply: text,
  replyTime: text,
});
export const feedbackQuestionPageSchema = paged(feedbackQuestionSchema);

export type FeedbackSchemasAgree = Agree<
  [
    Same<Out<typeof feedbackQuestionSchema>, FeedbackQuestion>,
    Same<Out<typeof feedbackQuestionPageSchema>, Paged<FeedbackQuestion>>,
  ]
>;
