import { getPositionCandidateResume } from '@/api/registration';
import { getEvaluationDetail, getMyEvaluations, submitEvaluation } from '@/api/evaluation';
import { overdueBy } from '@/features/evaluation/lib/overdue';
import { captureToasts, signInAs } from './session';

describe('api/evaluation against the mock backend', () => {
  beforeEach(() => signInAs('interviewer-liu'));

  it('lists evaluations to fill in first, then submitted ones', async () => {
    const page = await getMyEvaluations({ pageSize: 50 });
    expect(page.total).toBe(12);
    const statuses = page.list.map((e) => e.status);
    expect(statuses.indexOf(1)).toBe(statuses.lastIndexOf(0) + 1);
  });

  it('orders those to fill in by the next interview first, the submitted ones latest first', async () => {
    const open = (await getMyEvaluations({ status: 0, pageSize: 50 })).list.map((e) => e.interviewTime);
    const done = (await getMyEvaluations({ status: 1, pageSize: 50 })).list.map((e) => e.interviewTime);
    expect(open).toEqual([...open].sort());
    expect(done).toEqual([...done].sort().reverse());
  });

  it.each([
    ['social', 3, 5],
    ['school', 2, 4],
    ['shop', 1, 3],
  ] as const)('filters by recruit type: %s has %i to fill in of %i', async (recruitType, open, all) => {
    const page = await getMyEvaluations({ recruitType, pageSize: 50 });
    expect(page.total).toBe(all);
    expect(page.list.every((e) => e.recruitType === recruitType)).toBe(true);
    expect((await getMyEvaluations({ recruitType, status: 0 })).total).toBe(open);
  });

  it('reads the evaluated candidate’s resume through the position candidate', async () => {
    const detail = await getEvaluationDetail('EV001');
    expect(detail.positionCandidateId).toBe('PC-EV001');
    const answer = await getPositionCandidateResume(detail.positionCandidateId);
    expect(answer.positionName).toBe(detail.positionName);
    expect(answer.resume.id).toBe(detail.resumeId);
    expect(answer.resume.basicInfo.name).toBe(detail.candidateName);
  });

  it('does not give another interviewer’s evaluation or candidate resume', async () => {
    signInAs('staff-wang');
    const toasts = captureToasts();
    await expect(getEvaluationDetail('EV001', { noMessage: true })).rejects.toMatchObject({ kind: 'business', code: 1004 });
    await expect(getPositionCandidateResume('PC-EV001')).rejects.toMatchObject({ kind: 'business', code: 1004 });
    expect(toasts).toEqual(['报名信息不存在']);
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

  it('refuses an evaluation with a missing score, quietly: the page shows the message beside the form', async () => {
    const toasts = captureToasts();
    await expect(
      submitEvaluation({
        id: 'EV001',
        conclusion: 2,
        comment: '',
        dimensions: [{ code: 'professional', score: 3, comment: '' }],
      }),
    ).rejects.toMatchObject({ kind: 'business', message: '请为每个维度打分（1–5 分）' });
    expect(toasts).toEqual([]);
  });

  it('sends each dimension’s rubric: one meaning per score, or none where the form has no rubric (issue 23)', async () => {
    const detail = await getEvaluationDetail('EV001');
    const withRubric = detail.dimensions.filter((d) => d.rubric.length > 0);
    expect(withRubric.length).toBeGreaterThan(0);
    for (const dimension of withRubric) expect(dimension.rubric.map((level) => level.score)).toEqual([1, 2, 3, 4, 5]);
    expect(detail.dimensions.some((d) => d.rubric.length === 0)).toBe(true);
  });

  it('has evaluations overdue, to fill in but not overdue, and submitted (issue 23)', async () => {
    const now = Date.now();
    const all = (await getMyEvaluations({ pageSize: 50 })).list;
    const open = all.filter((e) => e.status === 0);
    expect(open.filter((e) => overdueBy(e, now) !== null).length).toBeGreaterThan(0);
    expect(open.filter((e) => overdueBy(e, now) === null).length).toBeGreaterThan(0);
    expect(all.filter((e) => e.status === 1).length).toBeGreaterThan(0);
  });
});
