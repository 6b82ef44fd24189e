import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { clearFaults, MOCK_FAULTS_KEY, POSITION_LIST_MATCH, storedFaults } from './helpers/faults';
import { countSsoNavigations, expectOnSso, SSO_PATH } from './helpers/sso';
import { recordToastShown, toast, toasts } from './helpers/toast';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';

/**
 * Issue "platform services" (error catalogue, rules ERR-1–ERR-4) and "mock backend" (fault switches): each fault kind
 * as a user meets it on the job list.
 */

const JOB_LIST = `${BASE}/candidate/social/job`;
const RESULT_COUNT = /^共\s*\d+\s*个职位$/;

/** The job list with a fault switched on by the `?mockFault=` parameter. */
async function openJobListWithFault(page: Page, fault: string): Promise<void> {
  await page.goto(`${JOB_LIST}?mockFault=${encodeURIComponent(fault)}`);
  await expect(page.getByRole('heading', { name: '社会招聘职位' })).toBeVisible();
}

function results(page: Page) {
  return page.getByText(RESULT_COUNT).first();
}

test.describe('fault switches', () => {
  test('network cut: the toast and the error state show, the page stays usable and retry brings the results', async ({
    page,
  }) => {
    await openJobListWithFault(page, `network:${POSITION_LIST_MATCH}`);
    // The switch is consumed from the address and kept in local storage.
    await expect(page).toHaveURL((url) => !url.searchParams.has('mockFault'));
    expect(await storedFaults(page)).toEqual([{ kind: 'network', match: POSITION_LIST_MATCH }]);

    await expect(toast(page, HTTP_MESSAGES.noResponseToast)).toBeVisible();
    await expect(page.getByText('职位列表加载失败')).toBeVisible();
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeEnabled();
    // Still usable: the search box takes input.
    const keyword = page.getByRole('searchbox', { name: '职位关键词' });
    await keyword.fill('店长');
    await expect(keyword).toHaveValue('店长');
    await keyword.fill('');

    await clearFaults(page);
    await retry.click();
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText('职位列表加载失败')).toHaveCount(0);
  });

  // The toast of each failure (HTTP status, business code, no answer …) is the client's catalogue, proven against the
  // mock in tests/lib/http/client-errors.test.ts; the network cut above proves the toast in the built app (issue 21).

  test('slow answers: the loading skeleton shows while waiting, then the results', async ({ page }) => {
    await openJobListWithFault(page, `slow:${POSITION_LIST_MATCH}`);
    const skeleton = page.getByLabel('职位加载中');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(results(page)).toBeVisible({ timeout: 15_000 });
    await expect(skeleton).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('faults edited by hand in local storage apply too, and ?mockFault=off clears them', async ({ page }) => {
    await page.goto(`${BASE}/candidate/home`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      MOCK_FAULTS_KEY,
      JSON.stringify([{ match: POSITION_LIST_MATCH, kind: '500' }]),
    ] as const);
    await page.goto(JOB_LIST);
    await expect(toast(page, HTTP_MESSAGES.statusFallback(500))).toBeVisible();

    await page.goto(`${JOB_LIST}?mockFault=off`);
    await expect(results(page)).toBeVisible();
    expect(await storedFaults(page)).toEqual([]);
  });
});

test.describe('every call answering 401', () => {
  test('the toast shows and sign-in follows exactly once, 3 s later, back to the same page', async ({ page, baseURL }) => {
    const sso = countSsoNavigations(page);
    const toastShown = await recordToastShown(page, HTTP_MESSAGES.unauthorized);
    await page.goto(`${JOB_LIST}?keyword=${encodeURIComponent('店长')}&mockFault=401:*`);

    const timedOut = toast(page, HTTP_MESSAGES.unauthorized);
    await expect(timedOut).toBeVisible();
    // Many calls fail together (list, hot words, trees): one toast, not one per call.
    await expect(toasts(page)).toHaveCount(1);

    // No redirect before the 3 s: timed from when the toast entered the page (not from when the test noticed it).
    const request = await expectOnSso(page);
    expect(toastShown).toHaveLength(1);
    const waited = (sso.times[0] ?? 0) - (toastShown[0] ?? 0);
    expect(waited, 'the redirect waits for the toast (3 s)').toBeGreaterThanOrEqual(2_000);
    expect(waited).toBeLessThan(5_000);
    const returnTo = new URL(request.returnTo, baseURL);
    expect(returnTo.pathname).toBe(`${BASE}/candidate/social/job`);
    expect(returnTo.searchParams.get('keyword')).toBe('店长');

    // The 3 s rule is the subject: nothing can be awaited to prove a redirect does NOT come, so wait past another
    // 3 s window (the one fixed wait of the suite, on purpose).
    await page.waitForTimeout(4_000);
    expect(sso.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(SSO_PATH);
  });

  test('a signed-in user whose session ends mid-visit is sent to sign in once', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('cand-full');
    await gotoRoute('candidate', 'collectingPosition', 'social');
    await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const sso = countSsoNavigations(page);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      MOCK_FAULTS_KEY,
      JSON.stringify([{ match: '*', kind: '401' }]),
    ] as const);
    // The next calls (a page of the favourites) answer 401.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社会招聘' }).click();
    await expect(toast(page, HTTP_MESSAGES.unauthorized)).toBeVisible();
    await expectOnSso(page);
    // As above: proving the absence of a second trip needs the 3 s window to pass.
    await page.waitForTimeout(4_000);
    expect(sso.count()).toBe(1);
  });
});
