import { http } from '@/lib/http';
import { fillPath } from './path';
import type { IdResult, Paged } from './types/common';
import type { EvaluationDetail, EvaluationQuery, EvaluationSummary, SubmitEvaluationRequest } from './types/evaluation';
import { idResultSchema } from './schemas/common';
import { evaluationDetailSchema, evaluationPageSchema } from './schemas/evaluation';

export type * from './types/evaluation';

export const EVALUATION_PATHS = {
  mine: '/interview/evaluation/my',
  detail: '/interview/evaluation/:id/detail',
  submit: '/interview/evaluation',
} as const;

/** The signed-in interviewer's evaluations, to fill in first, then by interview time. */
export function getMyEvaluations(query: EvaluationQuery = {}): Promise<Paged<EvaluationSummary>> {
  return http.get<Paged<EvaluationSummary>>(EVALUATION_PATHS.mine, { params: { ...query }, schema: evaluationPageSchema });
}

export function getEvaluationDetail(id: string): Promise<EvaluationDetail> {
  return http.get<EvaluationDetail>(fillPath(EVALUATION_PATHS.detail, { id }), { schema: evaluationDetailSchema });
}

/** Submits (or re-submits) an evaluation. */
export function submitEvaluation(body: SubmitEvaluationRequest): Promise<IdResult> {
  return http.put<IdResult>(EVALUATION_PATHS.submit, body, { schema: idResultSchema });
}
