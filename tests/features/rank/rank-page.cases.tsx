import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getRanking, LEVEL_NAMES } from '@/api/points';
import { levelColours } from '@/entities/referral-level/level-tag';
import { clearMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { signInAs } from '../../api/session';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { RANK_PAGE_SIZE } from '@/features/rank/components/rank-table';

const RANK = pagePath('staff', 'rank');

/** The data rows of the leaderboard (the header row left out). */
const rows = async () => {
  const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

/** Where the mock ranks the demo staff member 王丽华. */
async function myRank(rankType: 1 | 2): Promise<number> {
  signInAs('staff-wang', RANK);
  const { mine } = await getRanking({ rankType, pageSize: 1 });
  if (!mine?.rank) throw new Error('no own row');
  return mine.rank;
}

describe('ranking (rule STAFF-7)', () => {
  it('shows a skeleton while the ranking loads', async () => {
    openPage(RANK, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/recommendations/ranking' }] });
    expect(await screen.findByLabelText('排行榜加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the leaders by points with department and level tag, and pins my own row above them', async () => {
    const rank = await myRank(1);
    expect(rank).toBeGreaterThan(RANK_PAGE_SIZE);
    openPage(RANK, { account: 'staff-wang' });
    const leaders = await rows();
    expect(leaders).toHaveLength(RANK_PAGE_SIZE);
    expect(leaders.map((row) => cells(row)[0])).toEqual(Array.from({ length: RANK_PAGE_SIZE }, (_, i) => String(i + 1)));
    const points = leaders.map((row) => Number(cells(row)[4]?.replace(/[^\d]/g, '')));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    // Level tags in their colour (rule STATE-17); initials stand in for missing avatars.
    const levelOfName = new Map(Object.entries(LEVEL_NAMES).map(([level, name]) => [name, Number(level)]));
    for (const row of leaders) {
      const tag = within(row).getByText((text) => levelOfName.has(text));
      expect(tag).toHaveAttribute('data-level-colour', levelColours(levelOfName.get(tag.textContent ?? '')).name);
    }
    expect(screen.queryByText(/Lv\./)).toBeNull();
    // I am not on the first page: my row is pinned above the table.
    expect(leaders.some((row) => row.getAttribute('aria-current') === 'true')).toBe(false);
    const mine = screen.getByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('王丽华')).toBeInTheDocument();
    expect(within(mine).getByText('（我）')).toBeInTheDocument();
    expect(within(mine).getByText(String(rank))).toBeInTheDocument();

    // One click opens the page where I stand, my row highlighted there.
    await userEvent.click(within(mine).getByRole('button', { name: '查看我所在的页' }));
    await waitFor(async () =>
      expect((await rows()).filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1),
    );
    expect(within(screen.getByRole('region', { name: '我的排名' })).queryByRole('button')).toBeNull();
  });

  it('highlights my row on the page where I stand', async () => {
    const rank = await myRank(1);
    const page = Math.ceil(rank / RANK_PAGE_SIZE);
    openPage(`${RANK}?page=${page}`, { account: 'staff-wang' });
    await waitFor(async () => expect(cells((await rows())[0] as HTMLElement)[0]).toBe(String((page - 1) * RANK_PAGE_SIZE + 1)));
    const highlighted = (await rows()).filter((row) => row.getAttribute('aria-current') === 'true');
    expect(highlighted).toHaveLength(1);
    const own = highlighted[0] as HTMLElement;
    expect(cells(own)[0]).toBe(String(rank));
    expect(within(own).getByText('王丽华')).toBeInTheDocument();
    expect(within(own).getByText('（我）')).toBeInTheDocument();
    expect(own.className).toMatch(/mineRow/);
  });

  it('switches to the ranking by referred hires, in the URL', async () => {
    const rank = await myRank(2);
    const { router } = openPage(RANK, { account: 'staff-wang' });
    await rows();
    await userEvent.click(screen.getByRole('radio', { name: '按推荐入职' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rankType=2'));
    expect(await screen.findByRole('columnheader', { name: '推荐入职' })).toBeInTheDocument();
    await waitFor(async () => expect(cells((await rows())[0] as HTMLElement)[4]).toMatch(/^\d+ 人$/));
    const hires = (await rows()).map((row) => Number(cells(row)[4]?.replace(/[^\d]/g, '')));
    expect([...hires].sort((a, b) => b - a)).toEqual(hires);
    const mine = screen.getByRole('region', { name: '我的排名' });
    await waitFor(() => expect(within(mine).getByText(String(rank))).toBeInTheDocument());
    expect(within(mine).getByText(/^\d+ 人$/)).toBeInTheDocument();
  });

  it('says when there is nobody to rank', async () => {
    server.use(
      http.get('*/recommendations/ranking', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0, page: 1, page_size: 20, mine: null } }),
      ),
    );
    openPage(RANK, { account: 'staff-wang' });
    expect(await screen.findByText('暂无排行数据，快去推荐好友抢占榜首吧', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the ranking', async () => {
    openPage(RANK, { account: 'staff-wang', faults: [{ kind: 'network', match: '/recommendations/ranking' }] });
    expect(await screen.findByText('排行榜加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).toHaveLength(RANK_PAGE_SIZE);
  });
});
