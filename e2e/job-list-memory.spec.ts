import type { Page } from '@playwright/test';
import { expect, test, type DemoAccountId } from './fixtures';
import { back } from './helpers/history';
import { activePageItem, paging } from './helpers/paging';
import { routePath } from './helpers/paths';

/**
 * Issue 22 (c): Back from a job returns to the same list — address (filters and page), results and scroll position —
 * on every job list (docs/decisions/070).
 */

/** Shanghai: 15 open social jobs in the seed, so its page 2 has 5. */
const SHANGHAI = '310000';
/** How close the scroll must come back. */
const SCROLL_TOLERANCE = 50;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const firstTitle = (page: Page) => cards(page).first().getByRole('heading').first();

/**
 * Scrolls the list down to its last job, opens it, comes back; checks the list is as it was. `reloadThere`: the job's
 * page is reloaded before going back, so the list comes back in a new document and waits for its results (the browser's
 * own scroll restoration is over by then: this is the app's).
 */
async function openAJobAndComeBack(page: Page, { reloadThere = false } = {}): Promise<void> {
  await expect(await activePageItem(page)).toHaveText('2');
  // The page's results are on screen, not the previous page's kept while it loads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const title = (await firstTitle(page).innerText()).trim();
  const card = cards(page).last();
  await card.scrollIntoViewIfNeeded();
  const url = page.url();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'scrolled down the list').toBeGreaterThan(300);

  const job = (await card.getByRole('heading').first().innerText()).trim();
  await card.getByRole('link', { name: job }).first().click();
  await expect(page.getByRole('heading', { name: job, level: 1 })).toBeVisible();
  if (reloadThere) {
    await page.reload();
    await expect(page.getByRole('heading', { name: job, level: 1 })).toBeVisible();
  }

  await back(page);
  await expect(firstTitle(page)).toHaveText(title);
  expect(page.url()).toBe(url);
  await expect(await activePageItem(page)).toHaveText('2');
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled), { message: 'scroll restored' })
    .toBeLessThanOrEqual(SCROLL_TOLERANCE);
}

test('(c) social: page 2 of a city, scrolled down → a job → Back: same address, results and scroll', async ({
  page,
  gotoRoute,
}) => {
  await gotoRoute('candidate', 'job', 'social', { cityCode: SHANGHAI });
  await expect(cards(page).first()).toBeVisible();
  await (await paging(page)).getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(new RegExp(`cityCode=${SHANGHAI}`));
  await openAJobAndComeBack(page);
  // Once more, reloading the job's page first.
  await openAJobAndComeBack(page, { reloadThere: true });
});

const OTHER_LISTS: { list: string; path: string; account?: DemoAccountId }[] = [
  { list: 'shop', path: routePath('candidate', 'job', 'shop', { page: 2 }) },
  { list: 'school', path: routePath('candidate', 'job', 'school', { page: 2 }) },
  { list: 'staff', path: routePath('staff', 'job', undefined, { page: 2 }), account: 'staff-wang' },
];

for (const { list, path, account } of OTHER_LISTS) {
  test(`(c) ${list}: page 2 scrolled down → a job → Back: same address, results and scroll`, async ({ page, loginAs }) => {
    if (account) await loginAs(account);
    await page.goto(path);
    await expect(cards(page).nth(6)).toBeVisible();
    await openAJobAndComeBack(page);
  });
}
