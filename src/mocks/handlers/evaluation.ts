import type { HttpHandler } from 'msw';
import { EVALUATION_PATHS } from '@/api/evaluation';
import type { IdResult, Paged } from '@/api/types/common';
import type { PositionCandidateResume } from '@/api/types/registration';
import type { EvaluationDetail, EvaluationSummary, SubmitEvaluationRequest } from '@/api/evaluation';
import { EVALUATION_DIMENSIONS, type EvaluationRecord } from '../data/evaluations';
import { nowText } from '../data/prng';
import { commit, getState } from '../db';
import { authRoute, MockError, MOCK_CODE, notFound, paginate, requireStaff } from '../route';
import type { DemoAccount } from '../data/accounts';
import { toResume } from './resume';

function evaluationOf(account: DemoAccount, id: string | undefined): EvaluationRecord {
  requireStaff(account);
  const record = getState().evaluations.find((e) => e.id === id && e.accountId === account.id);
  if (!record) throw notFound('面试评价');
  return record;
}

function detailOf({ accountId: _accountId, positionDemandId: _positionDemandId, ...detail }: EvaluationRecord): EvaluationDetail {
  return detail;
}

/**
 * GET /position_candidate/{id}/resume for an interviewer (answered from the campus handler, which owns the path): the
 * resume of a candidate they evaluate, found through the evaluation. Undefined for anyone else, so the campus
 * handler answers as it does for the registering candidate.
 */
export function evaluatedCandidateResume(
  account: DemoAccount,
  positionCandidateId: string | undefined,
): PositionCandidateResume | undefined {
  if (account.business !== 'interview') return undefined;
  const evaluation = getState().evaluations.find(
    (e) => e.accountId === account.id && e.positionCandidateId === positionCandidateId,
  );
  if (!evaluation) throw notFound('候选人简历');
  const resume = getState().resumes.find((r) => r.id === evaluation.resumeId);
  if (!resume) throw notFound('候选人简历');
  return {
    positionCandidateId: evaluation.positionCandidateId,
    // Not a special-session registration: no activity ('0', like the root of a tree).
    activityId: '0',
    activityName: '',
    positionDemandId: evaluation.positionDemandId,
    positionName: evaluation.positionName,
    resume: toResume(resume),
  };
}

function validScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5;
}

export const evaluationHandlers: HttpHandler[] = [
  authRoute<Paged<EvaluationSummary>>('get', 'main', EVALUATION_PATHS.mine, (ctx) => {
    requireStaff(ctx.account);
    const status = ctx.query('status');
    const keyword = ctx.query('keyword');
    const recruitType = ctx.query('recruit_type');
    const items = getState()
      .evaluations.filter((e) => e.accountId === ctx.account.id && (!status || String(e.status) === status))
      .filter((e) => !recruitType || e.recruitType === recruitType)
      .filter((e) => !keyword || e.candidateName.includes(keyword) || e.positionName.includes(keyword))
      // To fill in first, the next interview first; then the submitted ones, the latest first (rule INTERVIEW-3). A
      // record whose time a test made odd (issue 23: wrong-shaped answers) sorts as an empty time.
      .sort((a, b) => {
        const [timeA, timeB] = [String(a.interviewTime ?? ''), String(b.interviewTime ?? '')];
        return a.status - b.status || (a.status === 0 ? timeA.localeCompare(timeB) : timeB.localeCompare(timeA));
      })
      .map((e): EvaluationSummary => {
        const detail = detailOf(e);
        return {
          id: detail.id,
          candidateName: detail.candidateName,
          positionName: detail.positionName,
          recruitType: detail.recruitType,
          interviewRound: detail.interviewRound,
          interviewTime: detail.interviewTime,
          status: detail.status,
          conclusion: detail.conclusion,
          score: detail.score,
        };
      });
    return paginate(items, ctx);
  }),
  authRoute<EvaluationDetail>('get', 'main', EVALUATION_PATHS.detail, (ctx) =>
    detailOf(evaluationOf(ctx.account, ctx.params.id)),
  ),
  authRoute<IdResult>('put', 'main', EVALUATION_PATHS.submit, async (ctx) => {
    const body = await ctx.body<SubmitEvaluationRequest>();
    const record = evaluationOf(ctx.account, body?.id);
    if (!body || ![1, 2, 3].includes(body.conclusion)) throw new MockError(MOCK_CODE.badRequest, '请选择面试结论');
    const scores = EVALUATION_DIMENSIONS.map((dimension) => body.dimensions?.find((d) => d.code === dimension.code));
    if (scores.some((d) => !d || !validScore(d.score))) throw new MockError(MOCK_CODE.badRequest, '请为每个维度打分（1–5 分）');
    record.dimensions = EVALUATION_DIMENSIONS.map((dimension, i) => ({
      ...dimension,
      score: scores[i]?.score ?? null,
      comment: scores[i]?.comment ?? '',
    }));
    const values = record.dimensions.map((d) => d.score ?? 0);
    record.score = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
    record.conclusion = body.conclusion;
    record.comment = body.comment ?? '';
    record.status = 1;
    record.submitTime = nowText();
    commit();
    return { id: record.id };
  }),
];
