import type { Page } from '@playwright/test';
import { expect, test, type GotoRoute } from './fixtures';
import { back } from './helpers/history';
import { tabTo } from './helpers/keyboard';

/**
 * Issue 11 (b), rule CAMPUS-7: a signed-in graduate (cand-campus, two of the three deliveries of 2026届秋季校园招聘
 * used) opens the special session, sees the one delivery left, applies to one of its jobs, sees the special result
 * page and the application with source "校招专场" in the records; then, at the limit, the apply button of another
 * job of the session is disabled and says why — with the keyboard alone: the keyboard path is the journey (issue 21
 * merged the mouse copy into it).
 */

const SESSION = 'ACT002';
const SESSION_NAME = '2026届秋季校园招聘';

interface SessionJob {
  id: string;
  name: string;
}

/** The position demand ids of job links under `scope` (`…jobDetail?id=PD…`). */
async function jobIds(scope: ReturnType<Page['locator']>): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href*="jobDetail?id="]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? '');
}

/**
 * Opens the session's job list from a fresh seed and picks its jobs the graduate has not applied to yet, as the
 * application records show them (job names repeat across positions: jobs are told apart by id).
 */
async function openSession(page: Page, gotoRoute: GotoRoute): Promise<[SessionJob, SessionJob]> {
  await gotoRoute('candidate', 'applyForTheRecord', 'school', { mockReset: '1' });
  const records = page.getByRole('main').getByRole('table');
  await expect(records.locator('a[href*="jobDetail?id="]').first()).toBeVisible();
  const delivered = new Set(await jobIds(records));

  await gotoRoute('candidate', 'job', 'school', { activityId: SESSION });
  await expect(page.getByRole('heading', { level: 1, name: SESSION_NAME })).toBeVisible();
  await expect(page.getByRole('region', { name: '专场介绍' }).getByText('本专场还可投递 1 个职位')).toBeVisible();
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  const open = (await jobIds(page.getByRole('main').locator('article'))).filter((id) => !delivered.has(id));
  const jobs = await Promise.all(
    [...new Set(open)].slice(0, 2).map(async (id) => ({
      id,
      name: (await cardLink(page, id).innerText()).trim(),
    })),
  );
  const [job, other] = jobs;
  if (!job || !other) throw new Error('two jobs of the session not applied to are needed');
  return [job, other];
}

/** A job's card link on the session's list. */
const cardLink = (page: Page, id: string) => page.getByRole('main').locator(`article a[href*="jobDetail?id=${id}"]`).first();

async function expectRecorded(page: Page, jobName: string): Promise<void> {
  await expect(page).toHaveURL(/\/candidate\/school\/applyForTheRecord/);
  const row = page.getByRole('row').filter({ hasText: jobName }).filter({ hasText: '校招专场' });
  await expect(row.first()).toBeVisible();
}

test('(b) a graduate applies in a special session, finds the application, and then meets the limit — with the keyboard alone', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(90_000);
  await loginAs('cand-campus');
  const [job, other] = await openSession(page, gotoRoute);

  await tabTo(page, cardLink(page, job.id));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  const sessionPart = page.getByRole('region', { name: '所属专场' });
  await expect(sessionPart.getByRole('link', { name: SESSION_NAME })).toBeVisible();
  await expect(sessionPart.getByText('本专场还可投递 1 个职位')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: '投递简历' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '投递简历' })).toBeVisible();
  await expect(page.getByText('本专场还可投递 1 个职位')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '确认投递' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/candidate/school/speicalDeliveryResult\\?.*activityId=${SESSION}`));
  await expect(page.getByRole('heading', { level: 1, name: '投递成功' })).toBeVisible();
  await expect(page.getByText(`您的简历已投递至「${SESSION_NAME}」专场的「${job.name}」。`)).toBeVisible();
  await expect(page.getByText('本专场还可投递 0 个职位')).toBeVisible();
  await expect(page.getByRole('region', { name: '接下来' })).toContainText('在线测评');

  await tabTo(page, page.getByRole('button', { name: '查看投递记录' }));
  await page.keyboard.press('Enter');
  await expectRecorded(page, job.name);

  // Back on the result page (the delivery page was replaced by it), then the session's jobs.
  await back(page);
  await expect(page.getByRole('heading', { level: 1, name: '投递成功' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '返回专场职位' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SESSION_NAME })).toBeVisible();
  await expect(page.getByRole('region', { name: '专场介绍' }).getByText('本专场还可投递 0 个职位')).toBeVisible();

  await tabTo(page, cardLink(page, other.id));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  const apply = page.getByRole('button', { name: '投递简历' });
  const reason = page.getByText('本专场的投递次数已用完（最多 3 个）');
  await expect(reason).toBeVisible();
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? 'missing');
  await expect(apply).toHaveAccessibleDescription('本专场的投递次数已用完（最多 3 个）');
});
