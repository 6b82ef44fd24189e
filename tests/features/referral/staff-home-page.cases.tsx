import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { POINTS_PATHS } from '@/api/points';
import { levelOf } from '@/mocks/data/staff';
import { getState } from '@/mocks/db';
import { clearMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { STAFF_PAGES } from '@/app/routes/registry';

const HOME = pagePath('staff', 'home');

/** The card's figure of a label, e.g. 当前积分 → "680". */
function figure(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label);
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

const card = () => screen.findByRole('region', { name: '我的内推' }, ERROR_TIMEOUT);

/** Runs `test` while counting the calls for the staff profile. */
async function countingProfileCalls(test: (asked: readonly string[]) => Promise<void>): Promise<void> {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(POINTS_PATHS.employees)) asked.push(request.url);
  };
  server.events.on('request:start', listen);
  try {
    await test(asked);
  } finally {
    server.events.removeListener('request:start', listen);
  }
}

describe('staff home: the points card (rule STAFF-3)', () => {
  it('reads the profile once for the card and the header’s user card (issue 19)', () =>
    countingProfileCalls(async (asked) => {
      openPage(HOME, { account: 'staff-wang' });
      await waitFor(async () => expect(figure(await card(), '当前积分')).toMatch(/^\d+$/), ERROR_TIMEOUT);
      // The header's user menu waits for the user info, a call of its own that may answer after the card's.
      await userEvent.hover(await screen.findByRole('button', { name: /用户菜单$/ }, ERROR_TIMEOUT));
      const userCard = await screen.findByRole('region', { name: '我的内推概况' });
      expect(figure(userCard, '当前积分')).toBe(figure(await card(), '当前积分'));
      expect(asked).toHaveLength(1);
    }));

  it('shows the figures of the staff profile and the level in its colour', async () => {
    const wang = getState().employees.find((e) => e.accountId === 'staff-wang');
    if (!wang) throw new Error('staff-wang is missing from the seed');
    const level = levelOf(wang.recommendIntegral);
    openPage(HOME, { account: 'staff-wang' });
    const points = await card();
    await waitFor(() => expect(figure(points, '当前积分')).toBe(String(wang.currentRecommendIntegral)));
    expect(figure(points, '累计积分')).toBe(String(wang.recommendIntegral));
    expect(figure(points, '推荐入职（人）')).toBe(String(wang.recommendNum));
    expect(figure(points, '有效简历（份）')).toBe(String(wang.validResumeNum));
    expect(Number(figure(points, '积分排名'))).toBeGreaterThan(0);
    expect(within(points).getByText('王丽华')).toBeInTheDocument();
    const tag = within(points).getByText(level.name);
    const colour = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'yellow', 5: 'orange' }[level.level];
    expect(tag.closest('[data-level-colour]')).toHaveAttribute('data-level-colour', colour);
    expect(within(points).getByRole('link', { name: '查看积分账单 →' })).toHaveAttribute(
      'href',
      pagePath('staff', 'integralBill'),
    );
  });

  it('shows "--" for a missing number and level 1\'s colour for an unknown level', async () => {
    server.use(
      http.get('*/recommendations/employees', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: {
            employee_id: 'E10001',
            name: '王丽华',
            department_name: '门店运营中心',
            department_codes: [],
            current_recommend_integral: null,
            rank: null,
            recommend_integral: 120,
            recommend_level: 9,
            recommend_level_name: '',
            recommend_num: null,
            valid_resume_num: 3,
            wechat_work_thumb_avatar_url: '',
          },
        }),
      ),
    );
    openPage(HOME, { account: 'staff-wang' });
    const points = await card();
    await waitFor(() => expect(figure(points, '累计积分')).toBe('120'));
    expect(figure(points, '当前积分')).toBe('--');
    expect(figure(points, '积分排名')).toBe('--');
    expect(figure(points, '推荐入职（人）')).toBe('--');
    expect(figure(points, '有效简历（份）')).toBe('3');
    expect(points.querySelector('[data-level-colour]')).toHaveAttribute('data-level-colour', 'gray');
  });

  it('keeps a skeleton in the card while the profile loads', async () => {
    openPage(HOME, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/recommendations/employees' }] });
    const points = await card();
    expect(within(points).getByRole('status', { name: '积分数据加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(within(points).queryByText('当前积分')).toBeNull();
  });

  it('keeps its error when the user’s data arrives later: the header, enabled then, does not ask again', () =>
    countingProfileCalls(async (asked) => {
      openPage(HOME, {
        account: 'staff-wang',
        faults: [
          { kind: '500', match: POINTS_PATHS.employees },
          { kind: 'slow', match: '/users/current_info' },
        ],
      });
      const points = await card();
      expect(await within(points).findByText('积分数据加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
      const askedBefore = asked.length;
      // The user's data: the header's figures are wanted from now on.
      await screen.findByRole('button', { name: /用户菜单$/ }, ERROR_TIMEOUT);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(within(points).getByText('积分数据加载失败')).toBeInTheDocument();
      expect(within(points).queryByRole('status', { name: '积分数据加载中' })).toBeNull();
      expect(asked).toHaveLength(askedBefore);
    }));

  it('says the figures failed to load and loads them again on 重试', async () => {
    openPage(HOME, { account: 'staff-wang', faults: [{ kind: '500', match: '/recommendations/employees' }] });
    const points = await card();
    expect(await within(points).findByText('积分数据加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(within(points).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(figure(points, '当前积分')).toMatch(/^\d+$/), ERROR_TIMEOUT);
  });
});

describe('staff home: the ways on', () => {
  it('names each quick link, the hero’s button and the feedback link by its page’s registry title', async () => {
    const quick = ['job', 'rank', 'myPush'] as const;
    openPage(HOME, { account: 'staff-wang' });
    const entries = await screen.findByRole('navigation', { name: '内推入口' }, ERROR_TIMEOUT);
    const links = within(entries).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(quick.map((page) => pagePath('staff', page)));
    quick.forEach((page, i) => expect(within(links[i] as HTMLElement).getByText(STAFF_PAGES[page].title)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: STAFF_PAGES.myPush.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STAFF_PAGES.feedBack.title })).toHaveAttribute('href', pagePath('staff', 'feedBack'));
  });
});
