import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { fillIn, listOf, seeded } from './helpers';

/** The body rows of the table (the header row left out). */
async function rows() {
  const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
}

describe('my evaluations', () => {
  it('shows a skeleton while the evaluations load', async () => {
    openPage(listOf('social'), { account: 'interviewer-liu', faults: [{ kind: 'slow', match: '/interview/evaluation/my' }] });
    expect(await screen.findByRole('status', { name: '评价列表加载中' }, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
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
});
