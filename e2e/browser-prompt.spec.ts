import type { Page } from '@playwright/test';
import { MIN_BROWSER_VERSIONS } from '../src/lib/device/user-agent';
import { BASE, expect, test } from './fixtures';

/**
 * Issue 21, Build 6: the unsupported-browser prompt (rule LINK-8). A visitor whose browser is outside the allow-list
 * (here Chrome one version below the minimum, and IE 11) sees a warning at the top of every page, can go on using the
 * portal, and can close the warning for the rest of the session; a later visit warns again. Which agents are
 * supported is tests/lib/device/user-agent.node.test.ts.
 */

const PROMPT = '您当前使用的浏览器版本过低或不受支持，部分功能可能无法正常使用。建议使用 Chrome 68 及以上版本的浏览器访问。';
const OLD_CHROME = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${
  MIN_BROWSER_VERSIONS.Chrome - 1
}.0.3396.99 Safari/537.36`;
const IE_11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

const prompt = (page: Page) => page.getByRole('alert').filter({ hasText: PROMPT });
const HOME_SLOGAN = '加入我们，让每一天的生活更美好';

test.describe(`Chrome ${MIN_BROWSER_VERSIONS.Chrome - 1}`, () => {
  test.use({ userAgent: OLD_CHROME });

  test('is warned at the top of the page, keeps using the portal, and closes the warning for the session', async ({
    page,
    browser,
    baseURL,
    gotoRoute,
  }) => {
    await gotoRoute('candidate', 'home');
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME_SLOGAN, level: 1 })).toBeVisible();
    // Above the header, across the page.
    const promptBox = await prompt(page).boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(promptBox && headerBox && promptBox.y + promptBox.height <= headerBox.y + 1).toBe(true);

    // The portal works all the same, and the warning stays while the visitor moves on.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社会招聘' }).click();
    await expect(page.getByRole('heading', { name: '社会招聘职位', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expect(prompt(page)).toBeVisible();

    await prompt(page).getByRole('button', { name: '关闭提示' }).click();
    await expect(prompt(page)).toHaveCount(0);
    // Closed for the session: not back after a reload nor on the next page.
    await page.reload();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page.getByRole('heading', { name: HOME_SLOGAN, level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);

    // A later visit (a new browser session) warns again.
    const later = await browser.newContext({ userAgent: OLD_CHROME, baseURL });
    const again = await later.newPage();
    await again.goto(`${BASE}/candidate/home`);
    await expect(prompt(again)).toBeVisible();
    await later.close();
  });
});

test.describe('IE 11', () => {
  test.use({ userAgent: IE_11 });

  test('is warned on a job page and can still open the job', async ({ page, openFirstJob }) => {
    const jobName = await openFirstJob('shop');
    await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '投递简历' })).toBeEnabled();
  });
});
