import { devices } from '@playwright/test';
import { BASE, expect, routePath, test } from './fixtures';
import { suiteDay, todayInSuiteAt } from './helpers/suite-clock';
import { confirmModal } from './helpers/popconfirm';
import { expectNoCrashScreen } from './helpers/crash';
import { CRASH_ACTIONS, CRASH_SUBTITLE, CRASH_TITLE } from '../src/app/crash/crash-text';

test.describe('app shell', () => {
  test('candidate home renders with header and footer', async ({ page, gotoRoute }) => {
    await gotoRoute('candidate', 'home');
    await expect(page).toHaveTitle('首页 - 招聘门户');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '社会招聘' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('未开放加盟，谨防上当受骗');
    await expect(footer).toContainText(`2016-${suiteDay().slice(0, 4)}`);

    // The shop-jobs QR code is drawn once the footer shows; a follow icon shows its QR card on hover and focus. The
    // footer is scrolled to once the page's sections have their data: scrolled to earlier, it was pushed back below
    // the screen as they filled in on a busy machine, and its code never loaded.
    await expect(page.locator('[aria-busy="true"], .ant-skeleton')).toHaveCount(0);
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('svg title', { hasText: '扫码查看门店职位的二维码' })).toBeAttached();
    const card = page.getByRole('tooltip').filter({ hasText: '扫码关注微信公众号' });
    await expect(card).toBeHidden();
    await footer.getByRole('button', { name: '微信公众号' }).hover();
    await expect(card).toBeVisible();
    await expect(card.locator('svg title', { hasText: '扫码关注微信公众号的二维码' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto(`${BASE}/candidate/social/noSuchPage`);
    await expect(page.getByText('页面没有找到')).toBeVisible();
    await expect(page).toHaveTitle('404 - 招聘门户');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/recruit-web\/candidate\/home$/);
  });

  test('an old link without the recruit type is rewritten', async ({ page }) => {
    await page.goto(`${BASE}/candidate/job?positionType=01`);
    await expect(page).toHaveURL(/\/recruit-web\/candidate\/shop\/job\?positionType=01&frontRecruitType=ATS_RT_001$/);
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '门店招聘' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a phone is sent to the h5 app and never loops', async ({ browser, baseURL }) => {
    const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
    const context = await browser.newContext({ ...iPhone, baseURL });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(routePath('candidate', 'job', 'social', { keyword: 'x' }));
    await expect(page).toHaveURL(/\/recruit-h5\/candidate\/social\/job\?keyword=x$/);
    await expect(page.getByText('请使用招聘门户移动版')).toBeVisible();
    // Settled: no navigation or call is pending, so a loop would have shown by now.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([routePath('candidate', 'job', 'social'), '/recruit-h5/candidate/social/job']);
    await context.close();
  });

  test('a desktop visitor on an h5 path goes back to the web app', async ({ page }) => {
    await page.goto('/recruit-h5/candidate/home');
    await expect(page).toHaveURL(/\/recruit-web\/candidate\/home$/);
  });

  test('a crash shows the crash screen with its details', async ({ page, gotoRoute }) => {
    await gotoRoute('candidate', 'home', undefined, { __crash: '1' });
    await expect(page.getByRole('heading', { level: 1, name: CRASH_TITLE })).toBeVisible();
    await expect(page.getByText(CRASH_SUBTITLE)).toBeVisible();
    await expect(page.getByRole('tab', { name: '错误信息' })).toBeVisible();
    await expect(page.getByText('演示崩溃：__crash=1').first()).toBeVisible();
    await page.getByRole('tab', { name: '错误堆栈' }).click();
    await expect(page.getByRole('button', { name: CRASH_ACTIONS.refresh })).toBeVisible();
    await page.getByRole('button', { name: CRASH_ACTIONS.home }).click();
    await expect(page).toHaveURL(/\/recruit-web\/candidate\/home$/);
    await expectNoCrashScreen(page);
  });

  test('15 logo clicks at 23:30 open the gray-release dialog, which sets the cookies', async ({ page, gotoRoute, baseURL }) => {
    await page.clock.setFixedTime(todayInSuiteAt('23:30'));
    await page.context().addCookies([{ name: 'userId', value: 'old', url: baseURL ?? 'http://localhost:4173' }]);
    await gotoRoute('candidate', 'home');
    const logo = page.getByRole('link', { name: '招聘门户首页' });
    for (let click = 0; click < 14; click += 1) await logo.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await logo.click();
    const dialog = page.getByRole('dialog', { name: '灰度策略设置' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('租户ID（tenantId）').fill('76');
    await confirmModal(page, /确\s*定/, '灰度策略设置');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookieTenantId')?.value).toBe('76');
    // OK deletes first: the old userId is gone as the field was left empty.
    expect(cookies.find((cookie) => cookie.name === 'userId')).toBeUndefined();
  });

  test('the logo clicks do nothing outside 23:00–23:59', async ({ page, gotoRoute }) => {
    await page.clock.setFixedTime(todayInSuiteAt('15:30'));
    await gotoRoute('candidate', 'home');
    const logo = page.getByRole('link', { name: '招聘门户首页' });
    for (let click = 0; click < 15; click += 1) await logo.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in staff member sees the referral QR code and the user card menu', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('staff-wang');
    await gotoRoute('staff', 'home');
    await expect(page.getByRole('heading', { name: '推荐好友，共赢未来' })).toBeVisible();
    await page.getByRole('button', { name: '扫码查看内推职位' }).hover();
    await expect(page.getByText('扫码查看内推职位').last()).toBeVisible();
    await page.getByRole('button', { name: '用户菜单' }).hover();
    for (const item of ['我的推荐', '简历管理', '我的收藏', '积分账单', '问题反馈']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('plain buttons and bold counts are set in the page font, at the theme strong weight', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    /** Each visible plain button or strong text whose font family or weight differs from the page text's. */
    const offFont = () =>
      page.evaluate(() => {
        const app = document.querySelector('.portal-app');
        if (!app) return ['no .portal-app'];
        const family = getComputedStyle(app).fontFamily;
        return Array.from(app.querySelectorAll('button, strong'))
          .filter((node) => node.getClientRects().length > 0)
          .map((node) => ({ node, style: getComputedStyle(node) }))
          .filter(({ node, style }) => style.fontFamily !== family || (node.tagName === 'STRONG' && style.fontWeight !== '600'))
          .map(({ node, style }) => `${node.tagName} "${node.textContent?.trim()}": ${style.fontFamily} ${style.fontWeight}`);
      });
    // The search's hot words and the result count.
    await gotoRoute('candidate', 'job', 'social');
    await expect(page.getByRole('search').getByRole('button', { pressed: false }).first()).toBeVisible();
    await expect(page.getByText(/共 \d+ 个职位/)).toBeVisible();
    expect(await offFont()).toEqual([]);
    // The header's QR and user-menu triggers.
    await loginAs('staff-wang');
    await gotoRoute('staff', 'job', undefined, { activeKey: 'social' });
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(page.getByRole('button', { name: '扫码查看内推职位' })).toBeVisible();
    expect(await offFont()).toEqual([]);
  });

  test('in a narrow window the interview header keeps one row: the brand whole, the name cut short', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    // Lighthouse's mobile width: the interview layout is fluid, unlike the portal's 1,000 px pages.
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs('interviewer-liu');
    await gotoRoute('interview', 'list', 'social');
    // The bare layout's top bar (rule ROUTE-8): a header inside the page's main, so no banner landmark.
    const header = page.locator('header').filter({ hasText: '面试官工作台' });
    const menu = header.getByRole('button', { name: '刘建国(liujianguo)，用户菜单' });
    await expect(menu).toBeVisible();
    const rows = await header.evaluate((node) => {
      const height = (text: string) =>
        Array.from(node.querySelectorAll('span'))
          .find((span) => span.textContent === text)
          ?.getBoundingClientRect().height;
      const label = Array.from(node.querySelectorAll('button span')).find((span) => span.textContent === '刘建国(liujianguo)');
      return {
        header: node.getBoundingClientRect().height,
        wordmark: height('招聘门户'),
        subtitle: height('面试官工作台'),
        labelCut: label ? label.scrollWidth > label.clientWidth : 'no label',
        labelHeight: label?.getBoundingClientRect().height,
      };
    });
    // One line each (19 px and 14 px text), the header at its 38 px: the page below is where the first screen put it.
    expect(rows).toEqual({
      header: 38,
      wordmark: expect.any(Number),
      subtitle: expect.any(Number),
      labelCut: true,
      labelHeight: expect.any(Number),
    });
    expect(rows.wordmark).toBeLessThan(30);
    expect(rows.subtitle).toBeLessThan(25);
    expect(rows.labelHeight).toBeLessThan(25);
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(412 - 16);
  });
});
