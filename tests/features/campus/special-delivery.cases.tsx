import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getState } from '@/mocks/db';
import { setMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import {
  CAMPUS,
  deliveryPath,
  recordDelivery,
  remainingLine,
  SESSION_ID,
  SESSION_NAME,
  toasts,
  undeliveredJobs,
} from './special-session-data';
import { pagePath } from '@/lib/routing';
import { HTTP_MESSAGES } from '@/lib/http';

/** Rule CAMPUS-7: delivering to a special session's job. */

const confirm = () => screen.findByRole('button', { name: '确认投递' }, { timeout: 10_000 });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const LIMIT_MESSAGE = '本专场最多可投递 3 个职位，您的投递次数已用完';

function twoJobs() {
  const [first, second] = undeliveredJobs();
  if (!first || !second) throw new Error('two undelivered session jobs needed');
  return [first, second] as const;
}

describe('delivery to a special session job', () => {
  it('shows the remaining deliveries first, then goes to the special result page (replacing the delivery page)', async () => {
    const user = userEvent.setup();
    const [job] = twoJobs();
    const { router } = openPage(deliveryPath(job), { account: CAMPUS });
    expect(await screen.findByRole('link', { name: SESSION_NAME }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await user.click(await confirm());

    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'speicalDeliveryResult', 'school')));
    expect(router.state.historyAction).toBe('REPLACE');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('id')).toBe(job.id);
    expect(query.get('activityId')).toBe(SESSION_ID);
    expect(query.get('recordId')).toMatch(/^AP/);
    expect(await screen.findByRole('heading', { level: 1, name: '投递成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    // The figure is read again: the delivery counted.
    expect(await screen.findByText(remainingLine(0), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByText(remainingLine(1))).toBeNull();
    const recorded = getState().applications.find((a) => a.accountId === CAMPUS && a.positionDemandId === job.id);
    expect(recorded?.source).toBe(2);
  });

  it('the limit refusal shows the server message on the page (no toast) and stays', async () => {
    const user = userEvent.setup();
    const [job, other] = twoJobs();
    const { router } = openPage(deliveryPath(job), { account: CAMPUS });
    expect(await screen.findByText(remainingLine(1), {}, { timeout: 10_000 })).toBeInTheDocument();
    // Meanwhile, in another tab, the last delivery of the session went elsewhere.
    recordDelivery(other.id);
    await user.click(await confirm());

    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    expect(router.state.location.pathname).toBe(pagePath('candidate', 'deliverySchoolResume', 'school'));
    // The figure on screen catches up.
    expect(await screen.findByText(remainingLine(0), {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专场职位' })).toHaveAttribute(
      'href',
      pagePath('candidate', 'job', 'school', { activityId: 'ACT002' }),
    );
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('with no deliveries left, says so in place of the delivery choices', async () => {
    const [job, other] = twoJobs();
    recordDelivery(other.id);
    openPage(deliveryPath(job), { account: CAMPUS });
    expect(await screen.findByText('本专场的投递次数已用完（最多 3 个）', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看投递记录' })).toBeInTheDocument();
  });

  it('a delivery without an answer says so on the page and can be sent again', async () => {
    const user = userEvent.setup();
    const [job] = twoJobs();
    const { router } = openPage(deliveryPath(job), { account: CAMPUS });
    expect(await screen.findByText(remainingLine(1), {}, { timeout: 10_000 })).toBeInTheDocument();
    setMockFaults([{ kind: 'network', match: '/candidate/resume/delivery' }]);
    await user.click(await confirm());
    expect(await screen.findByRole('alert', {}, ERROR_TIMEOUT)).toHaveTextContent(HTTP_MESSAGES.noResponseToast);
    await settle();
    expect(toasts()).toEqual([]);

    setMockFaults([]);
    await user.click(await confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'speicalDeliveryResult', 'school')));
  });
});
