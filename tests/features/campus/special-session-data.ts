import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { getCatalog, getState } from '@/mocks/db';
import { nowText } from '@/mocks/data/prng';
import { setMockFaults } from '@/mocks/faults';
import { pagePath } from '@/lib/routing';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';

/** The seeded session cand-campus has delivered to twice (limit 3: one left). */
export const SESSION_ID = 'ACT002';
export const SESSION_NAME = '2026届秋季校园招聘';
export const CAMPUS = 'cand-campus';

/** The open jobs of a session, as its job list shows them. */
export function sessionJobs(activityId = SESSION_ID) {
  return getCatalog().positions.filter((p) => p.activityId === activityId && p.isValid);
}

/** The open jobs of a session an account has not delivered to yet. */
export function undeliveredJobs(accountId = CAMPUS, activityId = SESSION_ID) {
  const delivered = new Set(
    getState()
      .applications.filter((a) => a.accountId === accountId)
      .map((a) => a.positionDemandId),
  );
  return sessionJobs(activityId).filter((p) => !delivered.has(p.id));
}

export function undeliveredJob(accountId = CAMPUS, activityId = SESSION_ID) {
  const job = undeliveredJobs(accountId, activityId)[0];
  if (!job) throw new Error(`no open job of ${activityId} left for ${accountId} in the seed`);
  return job;
}

/** Records a delivery the way the server would (as if made in another tab): it counts against the session. */
export function recordDelivery(positionDemandId: string, accountId = CAMPUS): void {
  getState().applications.push({
    id: `AP-T${getState().applications.length}`,
    accountId,
    resumeId: 'R-campus-02',
    positionDemandId,
    applyTime: nowText(),
    source: 2,
    statusText: '已投递',
  });
}

export const jobDetailPath = (id: string) => pagePath('candidate', 'jobDetail', 'school', { id: id });
export const sessionListPath = (activityId = SESSION_ID) => pagePath('candidate', 'job', 'school', { activityId: activityId });
export const deliveryPath = (job: { id: string; positionId: string }) =>
  pagePath('candidate', 'deliverySchoolResume', 'school', { id: job.id, positionId: job.positionId });
export const resultPath = (id: string, activityId = SESSION_ID) =>
  pagePath('candidate', 'speicalDeliveryResult', 'school', { id: id, activityId: activityId, recordId: 'AP-X' });

/** The texts of the antd toasts on screen (they render outside the page's container). */
export const toasts = () => Array.from(document.querySelectorAll('.ant-message-notice'), (notice) => notice.textContent);

/** The remaining-deliveries line (its figure is emphasised: the text spans two elements). */
export const remainingLine = (remaining: number) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === `本专场还可投递 ${remaining} 个职位`;

/** The call that answers a session's remaining deliveries (its mock fault match). */
export const REMAINING_CALL = 'postion_candidate/limit';

/**
 * Opens a page with the remaining-deliveries call failing, waits until `shown`, and checks the figure's error and that
 * its retry loads the figure (one delivery left).
 */
export async function expectFailedFigureRetries(path: string, shown: () => Promise<unknown>): Promise<void> {
  const user = userEvent.setup();
  openPage(path, { account: CAMPUS, faults: [{ kind: 'network', match: REMAINING_CALL }] });
  await shown();
  expect(await screen.findByText('剩余投递次数加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  setMockFaults([]);
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText(remainingLine(1), {}, ERROR_TIMEOUT)).toBeInTheDocument();
}
