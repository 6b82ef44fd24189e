import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';

const PATH = '/recruit-web/candidate/social/applyForTheRecord';

describe('application records', () => {
  it('shows a skeleton while the records load', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'slow', match: '/candidate/apply_record' }] });
    expect(await screen.findByLabelText('投递记录加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists each application with its job link, date, source and status', async () => {
    openPage(PATH, { account: 'cand-full' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    for (const label of ['内部推荐', '官网投递', '校招专场', 'HR推荐'])
      expect(within(table).getAllByText(label).length).toBeGreaterThan(0);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/jobDetail\?id=PD/));
    expect(within(first).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(within(table).getByText('简历筛选中')).toBeInTheDocument();
  });

  it('shows an empty state leading to the job list', async () => {
    const { router } = openPage(PATH, { account: 'cand-new' });
    expect(await screen.findByText('还没有投递记录，找到心仪的职位就投递简历吧', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去看看职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruit-web/candidate/social/job'));
  });

  it('shows an error with a retry', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'network', match: '/candidate/apply_record' }] });
    expect(await screen.findByText('投递记录加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
