import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { setMockFaults } from '@/mocks/faults';
import {
  CAMPUS,
  jobDetailPath,
  recordDelivery,
  REMAINING_CALL,
  remainingLine,
  SESSION_NAME,
  undeliveredJobs,
} from '../campus/special-session-data';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';

/** Rule CAMPUS-7: a special session's job tells its session and what the candidate may still deliver. */

const applyButton = () => screen.findByRole('button', { name: '投递简历' }, { timeout: 10_000 });
const sessionPart = () => screen.findByRole('region', { name: '所属专场' }, ERROR_TIMEOUT);

describe('job detail of a special session', () => {
  it('below the limit: the session (a link to its jobs), "本专场还可投递 1 个职位", apply enabled', async () => {
    const user = userEvent.setup();
    const [job] = undeliveredJobs();
    if (!job) throw new Error('no job left');
    const { router } = openPage(jobDetailPath(job.id), { account: CAMPUS });
    const part = await sessionPart();
    const link = await within(part).findByRole('link', { name: SESSION_NAME }, ERROR_TIMEOUT);
    expect(link).toHaveAttribute('href', pagePath('candidate', 'job', 'school', { activityId: 'ACT002' }));
    expect(within(part).getByText('进行中')).toBeInTheDocument();
    expect(await within(part).findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    const apply = await applyButton();
    expect(apply).toBeEnabled();
    expect(apply).not.toHaveAttribute('aria-describedby');

    await user.click(apply);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'deliverySchoolResume', 'school')));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(job.id);
  });

  it('at the limit: the apply button is disabled and says why, next to it and to assistive technology', async () => {
    const [first, job] = undeliveredJobs();
    if (!first || !job) throw new Error('two undelivered jobs needed');
    recordDelivery(first.id);
    openPage(jobDetailPath(job.id), { account: CAMPUS });
    const part = await sessionPart();
    expect(await within(part).findByText(remainingLine(0), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    const apply = await applyButton();
    await waitFor(() => expect(apply).toBeDisabled());
    const reason = screen.getByText('本专场的投递次数已用完（最多 3 个）');
    expect(reason).toBeVisible();
    expect(apply).toHaveAttribute('aria-describedby', reason.id);
    expect(apply).toHaveAccessibleDescription('本专场的投递次数已用完（最多 3 个）');
  });

  it('signed out: as today — the limit per candidate, an apply button that leads to sign-in', async () => {
    const [job] = undeliveredJobs();
    if (!job) throw new Error('no job left');
    openPage(jobDetailPath(job.id));
    const part = await sessionPart();
    expect(await within(part).findByText(/本专场每位同学最多可投递 3 个职位/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: '登录查看剩余次数' })).toBeInTheDocument();
    expect(await applyButton()).toBeEnabled();
  });

  it('a session that has not started disables the apply button with its start date', async () => {
    const job = getCatalog().positions.find((p) => p.activityId === 'ACT004' && p.isValid);
    if (!job) throw new Error('no job of ACT004 in the seed');
    openPage(jobDetailPath(job.id), { account: CAMPUS });
    const reason = await screen.findByText(/^本专场尚未开始，\d{4}-\d{2}-\d{2} 起可投递$/, {}, { timeout: 10_000 });
    const apply = await applyButton();
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute('aria-describedby', reason.id);
  });

  it('a failed figure shows an error with a retry; the apply button stays usable (the server has the last word)', async () => {
    const user = userEvent.setup();
    const [job] = undeliveredJobs();
    if (!job) throw new Error('no job left');
    openPage(jobDetailPath(job.id), { account: CAMPUS, faults: [{ kind: 'network', match: REMAINING_CALL }] });
    const part = await sessionPart();
    expect(await within(part).findByText('剩余投递次数加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await applyButton()).toBeEnabled();
    setMockFaults([]);
    await user.click(within(part).getByRole('button', { name: '重试' }));
    expect(await within(part).findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('under staff, a session job is referred as any other: no session part', async () => {
    const [job] = undeliveredJobs();
    if (!job) throw new Error('no job left');
    openPage(pagePath('staff', 'jobDetail', 'school', { id: job.id }), { account: 'staff-wang' });
    expect(await screen.findByRole('button', { name: '推荐好友' }, { timeout: 10_000 })).toBeEnabled();
    expect(screen.queryByRole('region', { name: '所属专场' })).toBeNull();
  });
});
