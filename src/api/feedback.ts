import { mutationOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import type { IdResult, Paged, PageQuery } from './types/common';
import type { FeedbackQuestion, FeedbackRequest } from './types/feedback';
import { idResultSchema } from './schemas/common';
import * as schemas from './schemas/feedback';

export type * from './types/feedback';

/** A staff member's problem reports about referrals and points (问题反馈), and their handling. */
export const FEEDBACK_PATHS = {
  questions: '/recommendations/feedback_question',
} as const;

/** For a caller that shows the server's message itself, next to its form (rule HTTP-7). */
export interface FeedbackCallOptions {
  noMessage?: boolean;
}

/** Reports a problem (feedback question). */
export function submitFeedback(body: FeedbackRequest, options: FeedbackCallOptions = {}): Promise<IdResult> {
  return http.post<IdResult>(FEEDBACK_PATHS.questions, body, { schema: idResultSchema, noMessage: options.noMessage });
}

/** The signed-in staff member's feedback questions, newest first. */
export function getFeedbackQuestions(query: PageQuery = {}): Promise<Paged<FeedbackQuestion>> {
  return http.get<Paged<FeedbackQuestion>>(FEEDBACK_PATHS.questions, {
    params: { ...query },
    schema: schemas.feedbackQuestionPageSchema,
  });
}

// Server state.

export const feedbackKeys = createQueryKeys('feedback');

export const feedbackQueries = {
  list: (query: PageQuery) => pagedQueryOptions(feedbackKeys.list(query), () => getFeedbackQuestions(query)),
};

export const feedbackMutations = {
  /** Reports a problem; the list of reports is read again before the mutation settles, so it shows the new one. */
  submit: (options: FeedbackCallOptions = {}) =>
    mutationOptions({
      mutationFn: (body: FeedbackRequest) => submitFeedback(body, options),
      onSuccess: (_result, _body, _context, { client }) => client.invalidateQueries({ queryKey: feedbackKeys.all }),
    }),
};
