import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { activePageItem } from './helpers/paging';
import { confirmPopconfirm } from './helpers/popconfirm';
import { expectOnSso, signInOnSso } from './helpers/sso';

/**
 * Issue "mock backend", in the browser: hundreds of jobs to browse, every demo account can sign in through
 * the mock SSO and sees its own data, what a user does survives a reload, and a reset restores the seed.
 */

const RESULT_COUNT = /^共\s*(\d+)\s*个职位$/;

/** The result count the job list shows ("共 N 个职位"). */
async function shownTotal(page: Page): Promise<number> {
  const label = page.getByText(RESULT_COUNT).first();
  await expect(label).toBeVisible();
  const match = RESULT_COUNT.exec(((await label.textContent()) ?? '').trim());
  return Number(match?.[1] ?? 0);
}

function jobCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test('a visitor can browse hundreds of jobs across the three tabs, page after page', async ({ page }) => {
  let total = 0;
  for (const [recruitType, heading] of [
    ['social', '社会招聘职位'],
    ['shop', '门店招聘职位'],
    ['school', '校园招聘职位'],
  ] as const) {
    await page.goto(`${BASE}/candidate/${recruitType}/job`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const count = await shownTotal(page);
    expect(count, `${recruitType} has jobs`).toBeGreaterThan(0);
    total += count;
  }
  // "Hundreds": the seed has 310 demands, of which a few are closed (for the invalid-favourite demos).
  expect(total).toBeGreaterThanOrEqual(200);

  // A far page has real, different jobs.
  await page.goto(`${BASE}/candidate/social/job`);
  const firstHref = await jobCards(page).first().getByRole('link').getAttribute('href');
  await page.goto(`${BASE}/candidate/social/job?page=5`);
  await expect(await activePageItem(page)).toHaveText('5');
  await expect(jobCards(page).first()).toBeVisible();
  expect(await jobCards(page).first().getByRole('link').getAttribute('href')).not.toBe(firstHref);
});

/**
 * One demo account of each business (the campus one by the header's login button): where it starts, its name on the
 * SSO page, and what shows it is signed in as itself. The other accounts take the same path with their own data
 * (tests/mocks/accounts.node.test.ts, tests/mocks/sso/mock-sso-page.test.tsx; issue 21).
 */
const ACCOUNTS = [
  { id: 'cand-campus', name: '赵雨桐', start: 'candidate/school/job', label: '150****2222', viaLoginButton: true },
  { id: 'staff-wang', name: '王丽华', start: 'staff/home', label: '王丽华(wanglihua)' },
  { id: 'interviewer-liu', name: '刘建国', start: 'interview/home' },
] as const;

for (const account of ACCOUNTS) {
  test(`${account.id} signs in through the mock SSO and lands signed in`, async ({ page }) => {
    await page.goto(`${BASE}/${account.start}`);
    if ('viaLoginButton' in account) await page.getByRole('button', { name: '登录' }).click();
    await expectOnSso(page);
    await signInOnSso(page, account.name);

    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/${account.start}`);
    if ('label' in account) {
      await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(account.label);
    } else {
      // The interview pages have no header: signed in means the page itself, not the sign-in placeholder.
      await expect(page.getByRole('heading', { name: '面试评价', level: 1 })).toBeVisible();
      await expect(page.getByText('正在跳转登录…')).toHaveCount(0);
    }
    const session = await page.evaluate(() => window.sessionStorage.getItem('userInfo'));
    expect(session ?? '').toContain(account.name);
  });
}

test('each candidate sees their own favourites', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'collectingPosition', 'social');
  await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
  await expect(jobCards(page).first()).toBeVisible();
  expect(await jobCards(page).count()).toBeGreaterThan(0);

  await page.context().clearCookies();
  await loginAs('cand-new');
  await gotoRoute('candidate', 'collectingPosition', 'social');
  await expect(page.getByText('还没有收藏的职位，看到心仪的职位点个收藏吧')).toBeVisible();
  await expect(jobCards(page)).toHaveCount(0);
});

test('a favourite survives a reload, and ?mockReset=1 restores the seed', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('cand-new');
  await gotoRoute('candidate', 'job', 'social');
  const card = jobCards(page).first();
  const title = ((await card.getByRole('link').textContent()) ?? '').trim();
  const toggle = card.getByRole('button', { name: /收藏：/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The mark shows at once (rule CAND-9); the server has it once the call has answered.
  await expect(page.getByText('已收藏，可在“我的收藏”中查看')).toBeVisible();

  await page.reload();
  await expect(
    jobCards(page)
      .first()
      .getByRole('button', { name: /收藏：/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await gotoRoute('candidate', 'collectingPosition', 'social');
  await expect(jobCards(page)).toHaveCount(1);
  await expect(jobCards(page).first()).toContainText(title);

  await gotoRoute('candidate', 'collectingPosition', 'social', { mockReset: '1' });
  await expect(page).toHaveURL((url) => !url.searchParams.has('mockReset'));
  await expect(page.getByText('还没有收藏的职位，看到心仪的职位点个收藏吧')).toBeVisible();
  // Still signed in: the reset restores the data, not the session.
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('139****1111');
});

test('window.__mockReset() restores the seed and reloads', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'collectingPosition', 'social');
  await expect(jobCards(page).first()).toBeVisible();
  const seeded = await jobCards(page).count();

  await jobCards(page)
    .first()
    .getByRole('button', { name: /取消收藏/ })
    .click();
  await confirmPopconfirm(page, '取消收藏');
  await expect(jobCards(page)).toHaveCount(seeded - 1);
  await page.reload();
  await expect(jobCards(page).first()).toBeVisible();
  await expect(jobCards(page)).toHaveCount(seeded - 1);

  // Deferred, so the evaluation returns before the reload it starts.
  await page.evaluate(() => {
    const reset = (window as unknown as { __mockReset?: () => void }).__mockReset;
    setTimeout(() => reset?.(), 0);
  });
  await expect(jobCards(page)).toHaveCount(seeded);
});
