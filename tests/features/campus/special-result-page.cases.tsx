import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import {
  CAMPUS,
  expectFailedFigureRetries,
  REMAINING_CALL,
  remainingLine,
  resultPath,
  SESSION_NAME,
  sessionJobs,
} from './special-session-data';
import { pagePath } from '@/lib/routing';

/** Rule CAMPUS-7: the special-session delivery result (`school/speicalDeliveryResult`, the spec's spelling). */

const PAGE = pagePath('candidate', 'speicalDeliveryResult', 'school');
const shown = () => screen.findByRole('heading', { level: 1, name: '投递成功' }, { timeout: 10_000 });

describe('special delivery result', () => {
  it('tells the outcome, the next steps and the deliveries left, with the ways on', async () => {
    const user = userEvent.setup();
    const job = sessionJobs()[0];
    if (!job) throw new Error('no session job');
    const { router } = openPage(resultPath(job.id), { account: CAMPUS });
    await shown();
    expect(
      await screen.findByText(`您的简历已投递至「${SESSION_NAME}」专场的「${job.positionName}」。`, {}, ERROR_TIMEOUT),
    ).toBeInTheDocument();
    expect(await screen.findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: '接下来' });
    for (const step of ['简历筛选', '在线测评', '面试', '录用意向'])
      expect(within(steps).getByRole('heading', { name: step })).toBeInTheDocument();
    expect(within(steps).getByText(/短信和邮件/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '返回专场职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'school')));
    expect(router.state.location.search).toContain('activityId=ACT002');
  });

  it('leads to the application records', async () => {
    const user = userEvent.setup();
    const job = sessionJobs()[0];
    if (!job) throw new Error('no session job');
    const { router } = openPage(resultPath(job.id), { account: CAMPUS });
    await shown();
    await user.click(screen.getByRole('button', { name: '查看投递记录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'applyForTheRecord', 'school')));
  });

  it('opened without its query: a clear message and the way to campus jobs', async () => {
    const user = userEvent.setup();
    const { router } = openPage(PAGE, { account: CAMPUS });
    expect(
      await screen.findByRole('heading', { level: 1, name: '没有可显示的专场投递结果' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看校招职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'school')));
  });

  it('an unknown session: the same message, saying why', async () => {
    openPage(resultPath('PD30001', 'NOPE'), { account: CAMPUS });
    expect(
      await screen.findByRole('heading', { level: 1, name: '没有可显示的专场投递结果' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/链接中的专场不存在或已下线/)).toBeInTheDocument();
  });

  it('a one-line placeholder while the figure loads', async () => {
    openPage(resultPath('PD30001'), { account: CAMPUS, faults: [{ kind: 'slow', match: REMAINING_CALL }] });
    await shown();
    expect(await screen.findByRole('status', { name: '剩余投递次数加载中' }, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('a failed figure shows an error with a retry that loads it', async () => {
    await expectFailedFigureRetries(resultPath('PD30001'), shown);
  });

  it('a failed session still shows the outcome, with a retry for the session', async () => {
    const user = userEvent.setup();
    openPage(resultPath('PD30001'), { account: CAMPUS, faults: [{ kind: 'network', match: '/activity/list' }] });
    await shown();
    expect(await screen.findByText('专场信息加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    setMockFaults([]);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(new RegExp(`「${SESSION_NAME}」专场`), {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
