import { expect, type Locator, type Page } from '@playwright/test';
import { BASE, routePath, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';

/**
 * Issue 11, rule CAMPUS-7: the full axe check (helpers/axe.ts) of a special session's job list, one of its jobs, the
 * delivery to it and the special delivery result, in their loading, empty, error and filled states — filled also at
 * the session's limit — with screenshots in docs/screenshots/campus-special-*.png.
 */

const SESSION = 'ACT002';
const SESSION_NAME = '2026届秋季校园招聘';
const ACTIVITIES = '/activity/list';
const LIMIT = 'postion_candidate/limit';
const ACCOUNT = 'cand-campus';

/**
 * A state of this file. Routes may name `{job}` and `{other}`: two jobs of the session cand-campus has not applied
 * to, found first. `atLimit` then spends cand-campus's last delivery of the session on `{job}` (through the pages).
 */
type SpecialState = PageState & { atLimit?: boolean };

const LIST = `candidate/school/job?activityId=${SESSION}`;
const DETAIL = 'candidate/school/jobDetail?id={job}';
const DELIVERY = 'candidate/school/deliverySchoolResume?id={job}';
const RESULT = `candidate/school/speicalDeliveryResult?id={job}&activityId=${SESSION}&recordId=AP1`;

/** The position demand ids of job links under `scope`. */
async function jobIds(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href*="jobDetail?id="]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? '');
}

/** From a fresh seed: two jobs of the session cand-campus has not applied to (its records against the session's list). */
async function undeliveredJobs(page: Page): Promise<[string, string]> {
  await page.goto(routePath('candidate', 'applyForTheRecord', 'school', { mockReset: 1 }));
  const records = page.getByRole('main').getByRole('table');
  await expect(records.locator('a[href*="jobDetail?id="]').first()).toBeVisible({ timeout: 30_000 });
  const delivered = new Set(await jobIds(records));
  await page.goto(`${BASE}/${LIST}`);
  const cards = page.getByRole('main').locator('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const [job, other] = [...new Set(await jobIds(cards))].filter((id) => !delivered.has(id));
  if (!job || !other) throw new Error('two jobs of the session not applied to are needed');
  return [job, other];
}

const sessionName = (page: Page) => page.getByRole('heading', { level: 1, name: SESSION_NAME });
const remaining = (n: number) => (page: Page) => page.getByText(`本专场还可投递 ${n} 个职位`);

const STATES: SpecialState[] = [
  // The session's job list.
  {
    page: 'session job list',
    state: 'loading',
    route: LIST,
    account: ACCOUNT,
    holdCalls: ACTIVITIES,
    shows: (page) => page.getByRole('status', { name: '专场信息加载中' }),
  },
  {
    page: 'session job list',
    state: 'filled',
    route: LIST,
    account: ACCOUNT,
    shows: remaining(1),
    // The session's name heads the list.
    then: async (page) => {
      await expect(sessionName(page)).toBeVisible();
    },
    screenshot: 'campus-special-session-list',
  },
  {
    page: 'session job list',
    state: 'filled',
    note: 'signed out',
    route: LIST,
    shows: (page) => page.getByRole('button', { name: '登录查看剩余次数' }),
    screenshot: 'campus-special-session-list-signed-out',
  },
  {
    page: 'session job list',
    state: 'filled',
    note: 'at the limit',
    atLimit: true,
    route: LIST,
    account: ACCOUNT,
    shows: remaining(0),
  },
  {
    page: 'session job list',
    state: 'filled',
    note: 'a session not started yet',
    route: 'candidate/school/job?activityId=ACT004',
    account: ACCOUNT,
    shows: (page) => page.getByText(/^本专场尚未开始/),
  },
  {
    page: 'session job list',
    state: 'empty',
    note: 'an unknown session',
    route: 'candidate/school/job?activityId=NOPE',
    account: ACCOUNT,
    shows: (page) => page.getByRole('heading', { level: 1, name: '未找到该专场' }),
    screenshot: 'campus-special-session-unknown',
  },
  {
    page: 'session job list',
    state: 'error',
    route: LIST,
    account: ACCOUNT,
    fault: `500:${ACTIVITIES}`,
    toast: true,
    shows: (page) => page.getByText('专场信息加载失败'),
  },
  {
    page: 'session job list',
    state: 'error',
    note: 'the remaining deliveries',
    route: LIST,
    account: ACCOUNT,
    fault: `500:${LIMIT}`,
    toast: true,
    shows: (page) => page.getByText('剩余投递次数加载失败'),
  },

  // A job of the session.
  {
    page: 'session job detail',
    state: 'loading',
    route: DETAIL,
    account: ACCOUNT,
    holdCalls: '/activity/',
    shows: (page) => page.getByRole('status', { name: '专场信息加载中' }),
  },
  {
    page: 'session job detail',
    state: 'filled',
    route: DETAIL,
    account: ACCOUNT,
    shows: remaining(1),
    screenshot: 'campus-special-job-detail',
  },
  {
    page: 'session job detail',
    state: 'filled',
    note: 'at the limit',
    atLimit: true,
    route: 'candidate/school/jobDetail?id={other}',
    account: ACCOUNT,
    shows: (page) => page.getByText('本专场的投递次数已用完（最多 3 个）'),
    screenshot: 'campus-special-job-detail-limit',
  },
  {
    page: 'session job detail',
    state: 'filled',
    note: 'signed out',
    route: DETAIL,
    shows: (page) => page.getByRole('button', { name: '登录查看剩余次数' }),
  },
  {
    page: 'session job detail',
    state: 'error',
    route: DETAIL,
    account: ACCOUNT,
    fault: `500:/activity/`,
    toast: true,
    shows: (page) => page.getByText('专场信息加载失败'),
  },

  // The delivery to it.
  {
    page: 'session delivery',
    state: 'filled',
    route: DELIVERY,
    account: ACCOUNT,
    shows: remaining(1),
    screenshot: 'campus-special-delivery',
  },
  {
    page: 'session delivery',
    state: 'filled',
    note: 'at the limit',
    atLimit: true,
    route: 'candidate/school/deliverySchoolResume?id={other}',
    account: ACCOUNT,
    shows: (page) => page.getByText('本专场的投递次数已用完（最多 3 个）'),
    screenshot: 'campus-special-delivery-limit',
  },

  // The special delivery result.
  {
    page: 'special delivery result',
    state: 'loading',
    route: RESULT,
    account: ACCOUNT,
    holdCalls: LIMIT,
    shows: (page) => page.getByRole('status', { name: '剩余投递次数加载中' }),
  },
  {
    page: 'special delivery result',
    state: 'filled',
    note: 'after the last delivery of the session',
    atLimit: true,
    route: RESULT,
    account: ACCOUNT,
    shows: remaining(0),
    screenshot: 'campus-special-result',
  },
  {
    page: 'special delivery result',
    state: 'empty',
    note: 'opened without its query',
    route: 'candidate/school/speicalDeliveryResult',
    account: ACCOUNT,
    shows: (page) => page.getByRole('heading', { level: 1, name: '没有可显示的专场投递结果' }),
    screenshot: 'campus-special-result-missing',
  },
  {
    page: 'special delivery result',
    state: 'error',
    route: RESULT,
    account: ACCOUNT,
    fault: `500:${LIMIT}`,
    toast: true,
    shows: (page) => page.getByText('剩余投递次数加载失败'),
  },
];

/** Spends cand-campus's last delivery of the session the way a graduate does: on the delivery page. */
async function reachLimit(page: Page, job: string): Promise<void> {
  await page.goto(`${BASE}/${DELIVERY.replace('{job}', job)}`);
  await expect(remaining(1)(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '确认投递' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '投递成功' })).toBeVisible({ timeout: 30_000 });
  await expect(remaining(0)(page)).toBeVisible();
}

test.describe('accessibility of the special session pages in every state (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });
  // The preparation below is per load: the states that share it (and their address and account) share one load.
  for (const chain of stateChains(STATES, (state) => String(state.atLimit ?? false))) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      const first = chain[0]!;
      let resolve = (route: string) => route;
      if (first.atLimit || /\{(job|other)\}/.test(first.route)) {
        await loginAs(ACCOUNT);
        const [job, other] = await undeliveredJobs(page);
        if (first.atLimit) await reachLimit(page, job);
        resolve = (route) => route.replace('{job}', job).replace('{other}', other);
        // A signed-out state signs out again after the search.
        if (!first.account) await page.context().clearCookies();
      }
      await checkPageStates(
        page,
        loginAs,
        chain.map((state) => ({ ...state, route: resolve(state.route) })),
      );
    });
  }
});
