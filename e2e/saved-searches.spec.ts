import type { Page } from '@playwright/test';
import { SAVED_SEARCH_MESSAGES } from '../src/lib/saved-searches/messages';
import { BASE, expect, test } from './fixtures';
import { confirmPopconfirm } from './helpers/popconfirm';
import { publishJob, savedSearchesSettled } from './helpers/saved-searches';
import { keepScreenshot } from './helpers/screenshot';
import { signInOnSso } from './helpers/sso';
import { pickUserMenuItem } from './helpers/user-menu';
import { SAVED_SEARCH_TITLES } from '../src/features/jobs/components/saved-search-titles';

/** Issue 22 (d): saved searches with "新增 N" (docs/decisions/070). */

const SHANGHAI = '310000';
const SEARCH = { recruitType: 'shop', keyword: '店长', cityCode: SHANGHAI } as const;
/** The default name the list gives that search: the city's label and the keyword. */
const NAME = '上海市 · 店长';

const chips = (page: Page) => page.getByRole('list', { name: '保存的搜索' });
const chip = (page: Page, name: string | RegExp) => chips(page).getByRole('link', { name });

/** On the shop list filtered by Shanghai and 店长, saves the search with one click. */
async function saveTheSearch(page: Page, gotoRoute: import('./fixtures').GotoRoute): Promise<void> {
  await gotoRoute('candidate', 'job', 'shop', { keyword: SEARCH.keyword, cityCode: SEARCH.cityCode });
  await expect(page.getByRole('main').getByText(SAVED_SEARCH_MESSAGES.empty)).toBeVisible();
  // The default name is made of the filters' labels: wait for the city filter to show its label.
  await expect(page.locator('.ant-cascader').getByText('上海市', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /保存搜索/ }).click();
  await expect(chip(page, NAME)).toBeVisible();
  await savedSearchesSettled(page);
}

test('(d) save a search, find it after a reload and on candidate home, see 新增 1 for a new job, open it', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(60_000);
  await loginAs('cand-new');
  await saveTheSearch(page, gotoRoute);
  await keepScreenshot(page, 'saved-searches-job-list');

  await page.reload();
  await expect(chip(page, NAME)).toBeVisible();

  await publishJob(page, SEARCH);
  await gotoRoute('candidate', 'home');
  await expect(chip(page, NAME)).toContainText('新增 1');
  await chip(page, NAME).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'saved-searches-home');

  await chip(page, NAME).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/shop/job`);
  const query = new URL(page.url()).searchParams;
  expect([query.get('keyword'), query.get('cityCode')]).toEqual([SEARCH.keyword, SEARCH.cityCode]);
  // Opened: nothing is new any more.
  await expect(chip(page, NAME)).not.toContainText('新增');
});

test('(d) rename and delete a saved search with the keyboard', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('cand-new');
  await saveTheSearch(page, gotoRoute);

  await chips(page)
    .getByRole('button', { name: `重命名：${NAME}` })
    .focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: '搜索名称' });
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameEmpty);
  await keepScreenshot(page, 'saved-searches-rename');
  await page.keyboard.type('上海店长');
  await page.keyboard.press('Enter');
  await expect(chip(page, '上海店长')).toBeFocused();

  await chips(page).getByRole('button', { name: '删除：上海店长' }).focus();
  await page.keyboard.press('Enter');
  await confirmPopconfirm(page, '删除');
  await expect(page.getByRole('main').getByText(SAVED_SEARCH_MESSAGES.empty)).toBeVisible();
});

test('(d) logout clears saved searches: the next sign-in sees none', async ({ page, loginAs, gotoRoute }) => {
  test.setTimeout(60_000);
  await loginAs('cand-new');
  await saveTheSearch(page, gotoRoute);

  await pickUserMenuItem(page, '退出登录', async () => new URL(page.url()).pathname === `${BASE}/candidate/home`);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('savedSearches:')))).toEqual([]);

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await signInOnSso(page, '李新');
  await expect(page.getByRole('heading', { name: SAVED_SEARCH_TITLES.home })).toBeVisible();
  await expect(page.getByRole('main').getByText(SAVED_SEARCH_MESSAGES.empty)).toBeVisible();
});
