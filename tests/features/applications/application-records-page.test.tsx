import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { APPLY_RECORD_PAGE_SIZE } from '@/features/applications/components/apply-record-table';

const PATH = pagePath('candidate', 'applyForTheRecord', 'social');

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
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'social')));
  });

  it('shows an error with a retry', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'network', match: '/candidate/apply_record' }] });
    expect(await screen.findByText('投递记录加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('offers "修改报名信息" on a special-session application (source 2) only, leading to its registration', async () => {
    const { router } = openPage(pagePath('candidate', 'applyForTheRecord', 'school'), { account: 'cand-campus' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const links = within(table).getAllByRole('link', { name: /^修改报名信息：/ });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC001' }),
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC002' }),
    ]);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'modificationRegistration', 'school')));
  });

  it('shows no "修改报名信息" for the other sources, nor for a source-2 record without its registration', async () => {
    const record = (id: string, source: number, positionCandidateId?: string) => ({
      id,
      position_demand_id: `PD-${id}`,
      position_id: `POS-${id}`,
      position_name: `职位${id}`,
      recruit_type: 'school',
      city_name: '武汉市',
      target_depart_name: '人力资源中心',
      apply_time: '2026-11-20 10:00:00',
      source,
      status_text: '简历筛选中',
      position_valid: true,
      ...(positionCandidateId ? { position_candidate_id: positionCandidateId } : {}),
    });
    // Every record names a registration; only the special-session one may lead to it.
    const list = [record('A', 0, 'PC-A'), record('B', 1, 'PC-B'), record('C', 2, 'PC-C'), record('D', 3, 'PC-D'), record('E', 2)];
    server.use(
      http.get('*/candidate/apply_record', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { list, total: list.length, page: 1, page_size: APPLY_RECORD_PAGE_SIZE },
        }),
      ),
    );
    openPage(PATH, { account: 'cand-full' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const links = within(table).getAllByRole('link', { name: /^修改报名信息：/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('修改报名信息：职位C');
    expect(links[0]).toHaveAttribute(
      'href',
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC-C' }),
    );
  });
});
