import { getFeedbackQuestions, submitFeedback } from '@/api/feedback';
import { getIntegralBills, getIntegralSummary, getRanking } from '@/api/points';
import { captureToasts, signInAs } from './session';

describe('api/points against the mock backend', () => {
  beforeEach(() => signInAs('staff-wang'));

  it('answers the points summary matching the bills', async () => {
    const summary = await getIntegralSummary();
    const bills = await getIntegralBills({ pageSize: 100 });
    const balance = bills.list.reduce((sum, bill) => sum + (bill.integral ?? 0), 0);
    expect(summary.currentIntegral).toBe(balance);
    expect(summary.usedIntegral).toBeGreaterThan(0);
    expect(bills.list.some((bill) => (bill.integral ?? 0) < 0)).toBe(true);
    expect(summary.rules.length).toBeGreaterThan(0);
  });

  it('ranks at least 200 employees, levels 1–5, with my own row', async () => {
    const first = await getRanking({ pageSize: 100 });
    expect(first.total).toBeGreaterThanOrEqual(200);
    const points = first.list.map((item) => item.recommendIntegral ?? 0);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const pages = await Promise.all([1, 2, 3].map((page) => getRanking({ page, pageSize: 100 })));
    expect(new Set(pages.flatMap((p) => p.list.map((item) => item.recommendLevel)))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(first.mine).toMatchObject({ employeeId: 'E10001', name: '王丽华' });
  });

  it('has feedback in every status 0–2 and type 1–5, and a new question shows up untreated', async () => {
    const before = await getFeedbackQuestions({ pageSize: 50 });
    expect(new Set(before.list.map((q) => q.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(before.list.map((q) => q.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    const { id } = await submitFeedback({ type: 1, content: '入职奖励没有到账' });
    const after = await getFeedbackQuestions({ pageSize: 50 });
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id, status: 0, type: 1, content: '入职奖励没有到账' });
  });

  it('refuses a staff call from a candidate token', async () => {
    const toasts = captureToasts();
    signInAs('cand-full');
    await expect(getIntegralSummary()).rejects.toMatchObject({ kind: 'business' });
    expect(toasts).toEqual(['仅限内部员工使用']);
  });
});
