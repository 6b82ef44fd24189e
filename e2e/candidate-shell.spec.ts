import type { Page } from '@playwright/test';
import { RESUME_TYPE_LABEL, RESUME_TYPE_OF_RECRUIT } from '../src/api/types/resume';
import { BASE, expect, test } from './fixtures';
import { pickUserMenuItem } from './helpers/user-menu';

/**
 * Issue 21, Build 6: the candidate header.
 * - "我的简历" in the user menu of the social and shop pages (rules NAV-9, NAV-10): the resume of the page's recruit
 *   type, social where the page has none; the campus menu is campus-registration.spec.ts (d).
 * - A header tab click forgets the cached page state (rules NAV-6, STATE-2): the job list's last search, which a
 *   bare job list otherwise brings back (rule CAND-4).
 */

/** The header's user menu item "我的简历" opens the resume editor of this recruit type with the candidate's resume. */
async function openMyResume(page: Page, recruitType: 'social' | 'shop'): Promise<void> {
  const onEditor = async () => {
    const url = new URL(page.url());
    return url.pathname === `${BASE}/candidate/${recruitType}/editResume` && url.searchParams.get('type') === 'edit';
  };
  await pickUserMenuItem(page, '我的简历', onEditor);
  await expect(page).toHaveTitle('我的简历 - 招聘门户');
  await expect(page.getByRole('heading', { name: '编辑简历', level: 1 })).toBeVisible();
  await expect(page.getByText(`${RESUME_TYPE_LABEL[RESUME_TYPE_OF_RECRUIT[recruitType]]} · 带`)).toBeVisible();
  const form = page.locator('form');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('张晓明');
  await expect(form.getByLabel('手机号码', { exact: true })).toHaveValue('13812345678');
  await expect(form.getByRole('button', { name: '保存简历' })).toBeVisible();
  // Opened to edit, not for a delivery.
  await expect(page.getByRole('button', { name: '保存并继续投递' })).toHaveCount(0);
}

test.describe('"我的简历" in the user menu', () => {
  test('on the candidate home it opens the social resume', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('cand-full');
    await gotoRoute('candidate', 'home');
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('138****5678');
    await openMyResume(page, 'social');
  });

  test('on a store job it opens the store resume', async ({ page, loginAs, openFirstJob }) => {
    await loginAs('cand-full');
    const jobName = await openFirstJob('shop');
    await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
    await openMyResume(page, 'shop');
  });
});

test('a header tab click forgets the job search that the job list would otherwise bring back', async ({ page, gotoRoute }) => {
  test.setTimeout(60_000);
  await gotoRoute('candidate', 'job', 'social');
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const keywordBox = main.getByRole('searchbox', { name: '职位关键词' });
  const total = main.getByText(/^共\s*\d+\s*个职位$/);
  const jobs = main.locator('article');
  await expect(main.getByRole('heading', { name: '社会招聘职位', level: 1 })).toBeVisible();
  await expect(jobs.first()).toBeVisible();
  const allJobs = (await total.innerText()).trim();

  // A search typed on the list …
  await keywordBox.fill('产品经理');
  await keywordBox.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '产品经理');
  await expect(total).not.toHaveText(allJobs);
  const searched = (await total.innerText()).trim();
  await expect(jobs.first().getByRole('heading', { level: 2 })).toHaveText('产品经理');

  // … comes back when the candidate returns to the bare list by the breadcrumb of a job.
  await jobs.first().getByRole('link', { name: '产品经理' }).click();
  await expect(page.getByRole('heading', { name: '产品经理', level: 1 })).toBeVisible();
  await main.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '社会招聘' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '产品经理');
  await expect(keywordBox).toHaveValue('产品经理');
  await expect(total).toHaveText(searched);

  // Another header tab and back by the tab: the search is gone, the whole list shows.
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '加入我们，让每一天的生活更美好', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: '社会招聘' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/social/job` && !url.searchParams.has('keyword'));
  await expect(nav.getByRole('link', { name: '社会招聘' })).toHaveAttribute('aria-current', 'page');
  await expect(keywordBox).toHaveValue('');
  await expect(total).toHaveText(allJobs);
  // Forgotten for good: the breadcrumb of a job no longer brings it back either.
  await jobs.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '社会招聘' }).click();
  await expect(total).toHaveText(allJobs);
  await expect(keywordBox).toHaveValue('');
  expect(new URL(page.url()).searchParams.has('keyword')).toBe(false);

  // The tab of the list already shown starts it afresh too.
  await keywordBox.fill('产品经理');
  await keywordBox.press('Enter');
  await expect(total).toHaveText(searched);
  await nav.getByRole('link', { name: '社会招聘' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/social/job` && !url.searchParams.has('keyword'));
  await expect(keywordBox).toHaveValue('');
  await expect(total).toHaveText(allJobs);
});
