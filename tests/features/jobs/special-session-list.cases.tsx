import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import {
  CAMPUS,
  expectFailedFigureRetries,
  REMAINING_CALL,
  remainingLine,
  SESSION_NAME,
  sessionJobs,
  sessionListPath,
  toasts,
} from '../campus/special-session-data';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';
import { PAGE_SIZE as JOB_PAGE_SIZE } from '@/features/jobs/hooks/use-job-search';

/** Rule CAMPUS-7: a special session's job list is the campus job list with ?activityId= (docs/decisions/047). */

// The first page of a file also waits for its code: a longer wait than an error state's.
const banner = () => screen.findByRole('heading', { level: 1, name: SESSION_NAME }, { timeout: 10_000 });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** Records the paths the page calls. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
  return calls;
}

describe('special session job list', () => {
  it('signed in: the session, its status, dates, cities, description, the remaining deliveries and only its jobs', async () => {
    openPage(sessionListPath(), { account: CAMPUS });
    const name = await banner();
    const session = name.closest('section') as HTMLElement;
    expect(within(session).getByText('进行中')).toBeInTheDocument();
    expect(within(session).getByText('专场时间')).toBeInTheDocument();
    expect(within(session).getByText(/\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/)).toBeInTheDocument();
    expect(within(session).getByText('北京市、上海市、广州市、武汉市')).toBeInTheDocument();
    expect(within(session).getByText(/每位同学最多投递 3 个职位/)).toBeInTheDocument();
    expect(await within(session).findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(within(session).getByText('专场进行中，欢迎投递')).toBeInTheDocument();

    const jobs = sessionJobs();
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(cards).toHaveLength(Math.min(jobs.length, JOB_PAGE_SIZE));
    const names = new Set(jobs.map((job) => job.positionName));
    for (const card of cards) expect(names.has(within(card).getAllByRole('heading')[0]?.textContent ?? '')).toBe(true);
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && /^共\s*\d+\s*个职位$/.test(el.textContent ?? '')),
    ).toHaveTextContent(`共 ${jobs.length} 个职位`);
    // No recruit-type switch inside a session: its jobs are campus jobs.
    expect(screen.queryByRole('navigation', { name: '招聘类型' })).toBeNull();
  });

  it('leaves the session view for all campus jobs', async () => {
    const user = userEvent.setup();
    const { router } = openPage(sessionListPath(), { account: CAMPUS });
    await banner();
    await user.click(screen.getByRole('link', { name: /返回全部校招职位/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '校园招聘职位' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'school'));
    expect(router.state.location.search).not.toContain('activityId');
    expect(screen.getByRole('navigation', { name: '招聘类型' })).toBeInTheDocument();
  });

  it('signed out: the limit per candidate and an invitation to sign in, without asking for a figure', async () => {
    const calls = recordCalls();
    openPage(sessionListPath());
    await banner();
    expect(screen.getByText(/本专场每位同学最多可投递 3 个职位/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录查看剩余次数' })).toBeInTheDocument();
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(calls.some((path) => path.includes(REMAINING_CALL))).toBe(false);
  });

  it('an unknown session says so, shows no jobs and leads to all campus jobs, with no toast', async () => {
    const user = userEvent.setup();
    const { router } = openPage(sessionListPath('NOPE'), { account: CAMPUS });
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该专场' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await settle();
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '查看全部校招职位' }));
    await waitFor(() => expect(router.state.location.search).toContain('activeKey=school'));
    expect(router.state.location.search).not.toContain('activityId');
  });

  it('shows a banner-sized placeholder while the session loads', async () => {
    openPage(sessionListPath(), { account: CAMPUS, faults: [{ kind: 'slow', match: '/activity/list' }] });
    const loading = await screen.findByRole('status', { name: '专场信息加载中' }, ERROR_TIMEOUT);
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: '专场信息加载中' })).toBeInTheDocument();
  });

  it('a failed session shows an error with a retry that loads it', async () => {
    const user = userEvent.setup();
    openPage(sessionListPath(), { account: CAMPUS, faults: [{ kind: 'network', match: '/activity/list' }] });
    expect(await screen.findByText('专场信息加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    setMockFaults([]);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await banner()).toBeInTheDocument();
  });

  it('a failed figure shows an error with a retry that loads it', async () => {
    await expectFailedFigureRetries(sessionListPath(), banner);
  });

  it('says when a session has not started, and when it is over', async () => {
    openPage(sessionListPath('ACT004'), { account: CAMPUS });
    expect(await screen.findByText(/^本专场尚未开始，\d{4}-\d{2}-\d{2} 起可投递$/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('未开始')).toBeInTheDocument();
  });

  it('a finished session without open jobs says both', async () => {
    openPage(sessionListPath('ACT001'), { account: CAMPUS });
    expect(await screen.findByText('本专场已结束，不能再投递本专场的职位', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('本专场暂时没有开放的职位，去看看全部校招职位吧', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
