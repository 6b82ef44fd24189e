import { getEvaluationDetail, getMyEvaluations, submitEvaluation } from '@/api/evaluation';
import { captureToasts, signInAs } from './session';

describe('api/evaluation against the mock backend', () => {
  beforeEach(() => signInAs('interviewer-liu'));

  it('lists evaluations to fill in first, then submitted ones', async () => {
    const page = await getMyEvaluations({ pageSize: 50 });
    expect(page.total).toBe(12);
    const statuses = page.list.map((e) => e.status);
    expect(statuses.indexOf(1)).toBe(statuses.lastIndexOf(0) + 1);
  });

  it('submits an evaluation: it becomes done with its score and conclusion', async () => {
    const [open] = (await getMyEvaluations({ status: 0 })).list;
    if (!open) throw new Error('no open evaluation');
    const detail = await getEvaluationDetail(open.id);
    expect(detail.dimensions).toHaveLength(5);
    expect(detail.dimensions.every((d) => d.score === null)).toBe(true);
    await submitEvaluation({
      id: open.id,
      conclusion: 1,
      comment: '综合表现优秀',
      dimensions: detail.dimensions.map((d, i) => ({ code: d.code, score: i % 2 ? 4 : 5, comment: '' })),
    });
    await expect(getEvaluationDetail(open.id)).resolves.toMatchObject({
      status: 1,
      conclusion: 1,
      score: 4.6,
      comment: '综合表现优秀',
    });
    expect((await getMyEvaluations({ status: 0 })).total).toBe(5);
  });

  it('refuses an evaluation with a missing score', async () => {
    const toasts = captureToasts();
    await expect(
      submitEvaluation({
        id: 'EV001',
        conclusion: 2,
        comment: '',
        dimensions: [{ code: 'professional', score: 3, comment: '' }],
      }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(toasts).toEqual(['请为每个维度打分（1–5 分）']);
  });
});
