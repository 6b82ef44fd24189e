import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { http } from '@/lib/http';
import type { RecruitType } from '@/lib/config/business';
import { getPositionCandidateResume } from './registration';
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

/** For a caller that shows the failure itself, next to what failed (rule HTTP-7). */
interface QuietOption {
  noMessage?: boolean;
}

/**
 * The signed-in interviewer's evaluations, to fill in first, then by interview time. Asked for a recruit type, the
 * call carries that type's client code and recruit_type_code, whichever page asks (interview home counts all three).
 */
export function getMyEvaluations(query: EvaluationQuery = {}): Promise<Paged<EvaluationSummary>> {
  return http.get<Paged<EvaluationSummary>>(EVALUATION_PATHS.mine, {
    params: { ...query },
    recruitType: query.recruitType,
    schema: evaluationPageSchema,
  });
}

export function getEvaluationDetail(id: string, options?: QuietOption): Promise<EvaluationDetail> {
  return http.get<EvaluationDetail>(fillPath(EVALUATION_PATHS.detail, { id }), { ...options, schema: evaluationDetailSchema });
}

/**
 * Submits (or re-submits) an evaluation. Quiet by default: the fill-in page shows the server's validation message
 * next to the form rather than in a toast.
 */
export function submitEvaluation(body: SubmitEvaluationRequest, options: QuietOption = { noMessage: true }): Promise<IdResult> {
  return http.put<IdResult>(EVALUATION_PATHS.submit, body, { ...options, schema: idResultSchema });
}

// Server state.

/** Query keys of the evaluation domain; a submit refreshes the lists, the to-do counts and its detail. */
export const evaluationKeys = createQueryKeys('evaluation');

/** Evaluations per page of the list. */
export const EVALUATION_PAGE_SIZE = 10;

/** Evaluations to fill in shown per recruit type on the interview home (the list has them all). */
export const HOME_PENDING_SIZE = 3;

const listQuery = (query: EvaluationQuery) => pagedQueryOptions(evaluationKeys.list(query), () => getMyEvaluations(query));

export const evaluationQueries = {
  list: listQuery,
  /** How many evaluations of a recruit type are still to fill in (the total of a one-item page). */
  todoCount: (recruitType: RecruitType) =>
    queryOptions({
      queryKey: evaluationKeys.custom('todoCount', recruitType),
      queryFn: () => getMyEvaluations({ recruitType, status: 0, page: 1, pageSize: 1 }),
      select: (page: Paged<EvaluationSummary>) => page.total,
    }),
  /**
   * The first evaluations of a recruit type still to fill in, for the interview home; its total is that type's to-do
   * count. A page of the list (its key too), so a submit refreshes it with the lists.
   */
  pending: (recruitType: RecruitType) => listQuery({ recruitType, status: 0, page: 1, pageSize: HOME_PENDING_SIZE }),
  /** One evaluation; quiet, so the page tells an unknown or foreign evaluation apart from a failed read. */
  detail: (id: string) =>
    queryOptions({
      queryKey: evaluationKeys.detail(id),
      queryFn: () => getEvaluationDetail(id, { noMessage: true }),
      enabled: Boolean(id),
    }),
  /** The resume of the evaluated candidate, read through their position candidate (docs/decisions/043). */
  candidateResume: (positionCandidateId: string) =>
    queryOptions({
      queryKey: evaluationKeys.custom('candidateResume', positionCandidateId),
      queryFn: () => getPositionCandidateResume(positionCandidateId),
      enabled: Boolean(positionCandidateId),
      staleTime: 5 * 60_000,
    }),
};

export const evaluationMutations = {
  /**
   * Submits an evaluation. Settles only once the lists, the to-do counts and the evaluation have been read again, so
   * the page shows it submitted (read-only, with its time) the moment the button stops being busy.
   */
  submit: () =>
    mutationOptions({
      mutationFn: (body: SubmitEvaluationRequest) => submitEvaluation(body),
      onSuccess: (_result, body, _context, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: evaluationKeys.custom('list') }),
          client.invalidateQueries({ queryKey: evaluationKeys.custom('todoCount') }),
          client.invalidateQueries({ queryKey: evaluationKeys.detail(body.id) }),
        ]),
    }),
};
