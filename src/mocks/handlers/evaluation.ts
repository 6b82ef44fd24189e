import type { HttpHandler } from 'msw';
import { EVALUATION_PATHS } from '@/api/evaluation';
import type { IdResult, Paged } from '@/api/types/common';
import type { EvaluationDetail, EvaluationSummary, SubmitEvaluationRequest } from '@/api/types/evaluation';
import { EVALUATION_DIMENSIONS, type EvaluationRecord } from '../data/evaluations';
import { nowText } from '../data/prng';
import { commit, getState } from '../db';
import { authRoute, MockError, MOCK_CODE, notFound, paginate, requireStaff } from '../route';
import type { DemoAccount } from '../data/accounts';

function evaluationOf(account: DemoAccount, id: string | undefined): EvaluationRecord {
  requireStaff(account);
  const record = getState().evaluations.find((e) => e.id === id && e.accountId === account.id);
  if (!record) throw notFound('面试评价');
  return record;
}

function detailOf({ accountId: _accountId, ...detail }: EvaluationRecord): EvaluationDetail {
  return detail;
}

function validScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5;
}

export const evaluationHandlers: HttpHandler[] = [
  authRoute<Paged<EvaluationSummary>>('get', 'main', EVALUATION_PATHS.mine, (ctx) => {
    requireStaff(ctx.account);
    const status = ctx.query('status');
    const keyword = ctx.query('keyword');
    const items = getState()
      .evaluations.filter((e) => e.accountId === ctx.account.id && (!status || String(e.status) === status))
      .filter((e) => !keyword || e.candidateName.includes(keyword) || e.positionName.includes(keyword))
      .sort((a, b) => a.status - b.status || b.interviewTime.localeCompare(a.interviewTime))
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
