import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVALUATION_PATHS } from '@/api/evaluation';
import { overdueBy, overdueLabelOf } from '@/features/evaluation/lib/overdue';
import { getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { fillIn, listOf, seeded } from './helpers';
import { expectNoCrashScreen } from '../../app/render-app';

/** The body rows of the table (the header row left out). */
async function rows() {
  const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
}

describe('my evaluations', () => {
  it('shows a skeleton while the evaluations load', async () => {
    openPage(listOf('social'), { account: 'interviewer-liu', faults: [{ kind: 'slow', match: '/interview/evaluation/my' }] });
    expect(await screen.findByRole('status', { name: '评价列表加载中' }, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    // The to-do count's room is kept, unseen and unread, until the count arrives (docs/decisions/139).
    expect(screen.getByRole('radio', { name: '待填写' })).toBeInTheDocument();
  });

  it('lists the evaluations of the recruit type, those to fill in first, with their count', async () => {
    openPage(listOf('social'), { account: 'interviewer-liu' });
    const open = seeded('social', 0);
    const done = seeded('social', 1);
    const body = await rows();
    expect(body).toHaveLength(open.length + done.length);
    const names = body.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual([...open, ...done].map((e) => e.candidateName));
    expect(within(body[0]!).getByText('待填写')).toBeInTheDocument();
    expect(within(body.at(-1)!).getByText('已提交')).toBeInTheDocument();
    expect(await screen.findByText(`还有 ${open.length} 份评价待填写`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `待填写（${open.length}）` })).toBeInTheDocument();
    // Only social evaluations: none of another recruit type.
    for (const other of [...seeded('shop', 0), ...seeded('school', 1)])
      expect(screen.queryByText(other.positionName, { exact: false })).toBeNull();
  });

  it('filters by status and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { router } = openPage(listOf('school'), { account: 'interviewer-liu' });
    await rows();
    await user.click(screen.getByRole('radio', { name: '已提交' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=1'));
    await waitFor(async () => expect(await rows()).toHaveLength(seeded('school', 1).length));
    (await rows()).forEach((row) => expect(within(row).getByText('已提交')).toBeInTheDocument());
  });

  it('opens each evaluation’s fill-in page', async () => {
    const user = userEvent.setup();
    const open = seeded('shop', 0)[0]!;
    const { router } = openPage(listOf('shop'), { account: 'interviewer-liu' });
    await rows();
    await user.click(screen.getByRole('link', { name: `填写评价：${open.candidateName}` }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(fillIn(open.id, 'shop')));
    expect(await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows an empty state when there is nothing to list', async () => {
    // A staff member shares the interview token but has no evaluations.
    openPage(listOf('social'), { account: 'staff-wang' });
    expect(await screen.findByText('暂无面试评价，安排面试后会出现在这里', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('评价都已填写完成')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    openPage(listOf('social'), { account: 'interviewer-liu', faults: [{ kind: 'network', match: '/interview/evaluation/my' }] });
    expect(await screen.findByText('评价列表加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  describe('overdue evaluations (issue 23)', () => {
    const OVERDUE_WORD = /已超时/;
    const candidateOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;

    it('marks an evaluation to fill in more than 24 hours after its interview, in words, and puts it first', async () => {
      const now = Date.now();
      const open = seeded('social', 0);
      const overdue = open.filter((e) => overdueBy(e, now) !== null);
      expect(overdue.length).toBeGreaterThan(0);
      expect(open.length).toBeGreaterThan(overdue.length);
      openPage(listOf('social'), { account: 'interviewer-liu' });
      const body = await rows();
      overdue.forEach((evaluation, index) => {
        expect(candidateOf(body[index]!)).toBe(evaluation.candidateName);
        expect(within(body[index]!).getByText(overdueLabelOf(evaluation, now)!)).toBeInTheDocument();
      });
      for (const row of body.slice(overdue.length)) expect(row).not.toHaveTextContent(OVERDUE_WORD);
    });

    it('puts the overdue ones first whatever the server’s order, keeping its order otherwise', async () => {
      const now = Date.now();
      // The server sends the page reversed: submitted ones first, the overdue one last.
      const reversed = [...seeded('social', 0), ...seeded('social', 1)].reverse();
      server.use(
        http.get(`*${EVALUATION_PATHS.mine}`, () =>
          HttpResponse.json({
            code: 0,
            msg: 'success',
            data: {
              list: reversed.map((e) => ({
                id: e.id,
                candidate_name: e.candidateName,
                position_name: e.positionName,
                recruit_type: e.recruitType,
                interview_round: e.interviewRound,
                interview_time: e.interviewTime,
                status: e.status,
                conclusion: e.conclusion,
                score: e.score,
              })),
              total: reversed.length,
              page: 1,
              page_size: 10,
            },
          }),
        ),
      );
      openPage(listOf('social'), { account: 'interviewer-liu' });
      const body = await rows();
      const overdue = reversed.filter((e) => overdueBy(e, now) !== null);
      const rest = reversed.filter((e) => overdueBy(e, now) === null);
      expect(body.map(candidateOf)).toEqual([...overdue, ...rest].map((e) => e.candidateName));
      expect(body[0]).toHaveTextContent(OVERDUE_WORD);
    });

    it.each([
      ['missing', undefined],
      ['garbled', '上周三下午'],
      ['a number', 20250310],
      ['a date that does not exist', '2025-02-30 10:00:00'],
    ])('an interview time %s is not overdue, and the list still shows', async (_case, time) => {
      const count = seeded('social', 0).length + seeded('social', 1).length;
      for (const evaluation of getState().evaluations) (evaluation as { interviewTime: unknown }).interviewTime = time;
      openPage(listOf('social'), { account: 'interviewer-liu' });
      const body = await rows();
      expect(body).toHaveLength(count);
      for (const row of body) expect(row).not.toHaveTextContent(OVERDUE_WORD);
      expectNoCrashScreen();
    });
  });
});
