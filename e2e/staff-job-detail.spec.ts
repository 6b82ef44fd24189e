import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { SITE_NAME } from '../src/lib/seo/site';

/**
 * Issue 21, Build 6: the staff job detail under school and under shop (rules STAFF-1, STAFF-4). staff-wang picks the
 * recruit type on the referral job list, opens a job — `staff/{type}/jobDetail`, where the action is "推荐好友", not
 * "投递简历" — and refers a friend from `staff/{type}/deliveryResume`. The social run, new friend's resume and
 * all, is staff-referral.spec.ts (b).
 */

/** From the staff job list, by its recruit-type switch, to the detail of the first job; resolves with its name. */
async function openFirstJobOf(page: Page, listName: '校园招聘' | '门店招聘', type: 'school' | 'shop'): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: '招聘类型' }).getByRole('link', { name: listName }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/job` && url.searchParams.get('activeKey') === type);
  await expect(main.getByRole('heading', { name: `${listName}职位`, level: 1 })).toBeVisible();
  const firstJob = main.locator('article').first();
  const jobName = (await firstJob.getByRole('heading').first().innerText()).trim();
  await firstJob.getByRole('link', { name: jobName }).click();

  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/${type}/jobDetail` && url.searchParams.has('id'));
  await expect(main.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  // The tab names the job and its city once they have loaded, as the candidate's detail does (job-seo.spec.ts); the
  // route's own "职位详情" shows only while it loads (a check of it failed once the job had loaded first).
  const escaped = jobName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^${escaped} - [^-]+ - ${SITE_NAME}$`));
  // The breadcrumb leads back to the list of this recruit type; the header keeps the staff job tab active.
  await expect(main.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: listName })).toHaveAttribute(
    'href',
    `${BASE}/staff/job?activeKey=${type}`,
  );
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '内推职位' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('region', { name: '职位描述' })).toBeVisible();
  // Staff refer friends: the candidate's apply button is not there.
  await expect(main.getByRole('button', { name: '投递简历' })).toHaveCount(0);
  return jobName;
}

/** "推荐好友" on the detail opens the referral page of this recruit type and job. */
async function startReferral(page: Page, type: 'school' | 'shop', jobName: string): Promise<void> {
  const jobId = new URL(page.url()).searchParams.get('id');
  await page.getByRole('main').getByRole('button', { name: '推荐好友' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `${BASE}/staff/${type}/deliveryResume` && url.searchParams.get('id') === jobId,
  );
  await expect(page.getByRole('heading', { name: '推荐好友', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
}

test('staff-wang opens a campus job from the referral list and refers a kept friend to it', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(60_000);
  await loginAs('staff-wang');
  await gotoRoute('staff', 'job');
  const jobName = await openFirstJobOf(page, '校园招聘', 'school');
  await startReferral(page, 'school', jobName);

  const friend = page.getByRole('radiogroup', { name: '好友简历' }).getByRole('radio').first();
  await friend.check();
  const confirmBar = page.getByText(/^已选择：/);
  await expect(confirmBar).toBeVisible();
  const friendName = (await confirmBar.locator('strong').innerText()).trim();
  await page.getByRole('button', { name: '确认推荐' }).click();

  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/sendResult`);
  await expect(page.getByRole('heading', { name: '推荐成功', level: 1 })).toBeVisible();
  await expect(page.getByText(`已将好友${friendName}的简历推荐至「${jobName}」。`)).toBeVisible();
  // More referrals: back to the campus jobs, where the referral started.
  await page.getByRole('button', { name: '继续推荐职位' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/staff/job` && url.searchParams.get('activeKey') === 'school');
  await expect(page.getByRole('main').getByRole('heading', { name: '校园招聘职位', level: 1 })).toBeVisible();
});

test('staff-wang opens a store job from the referral list and reaches its referral page', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  await loginAs('staff-wang');
  await gotoRoute('staff', 'job');
  const jobName = await openFirstJobOf(page, '门店招聘', 'shop');
  await startReferral(page, 'shop', jobName);
  // The friends' resumes staff-wang keeps are offered for the referral, none chosen yet.
  await expect(page.getByRole('tab', { name: /选择已有简历/ })).toHaveAttribute('aria-selected', 'true');
  const friend = page.getByRole('radiogroup', { name: '好友简历' }).getByRole('radio', { name: /^孙浩然 137\*{4}2222/ });
  await expect(friend).toBeVisible();
  await expect(friend).not.toBeChecked();
  await expect(page.getByText(/^已选择：/)).toHaveCount(0);
});
