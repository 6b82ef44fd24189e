import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { POSITION_LIST_MATCH } from './helpers/faults';
import { routePath } from './helpers/paths';
import { toasts } from './helpers/toast';
import { publishJob, savedSearchesSettled } from './helpers/saved-searches';
import { SAVED_SEARCH_MESSAGES } from '../src/lib/saved-searches/messages';
import { STOPPED_JOB_NOTICE } from '../src/features/jobs/components/stopped-job-text';
import { firstStoppedPosition } from '../src/mocks/data/positions';

/**
 * Issue 10: every axe rule of WCAG 2.0/2.1/2.2 A and AA, the experimental rules and the best practices, with no
 * violation of any impact (helpers/axe.ts), in the loading, empty, error and filled states of the job-seeker
 * pages of this area: candidate home, campus home, job list and job detail of every recruit type. The filled
 * states also refresh the screenshots under docs/screenshots/.
 */

const HOT = '/position_demand/hot';
const SERVER_ERROR_500 = (match: string) => `500:${match}`;
const RESULT_COUNT = /^共\s*\d+\s*个职位$/;
/** A shop search of the seed with jobs (Shanghai, 店长), as the saved-search states save it. */
const SAVED_SEARCH_ROUTE = 'candidate/shop/job?cityCode=310000&keyword=店长';
const savedChips = (page: Page) => page.getByRole('list', { name: '保存的搜索' });
/** Saves the list's search with one click and waits until it knows its jobs. */
async function saveSearch(page: Page): Promise<void> {
  await expect(page.locator('.ant-cascader').getByText('上海市', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /保存搜索/ }).click();
  await expect(savedChips(page).getByRole('link')).toHaveCount(1);
  await savedSearchesSettled(page);
}

/** A social, a shop and a school job of the seeded data that are open. */
const JOB = { social: 'PD20001', shop: 'PD10001', school: 'PD30002' } as const;
/** A social job the seed has stopped. */
const STOPPED_JOB = firstStoppedPosition('social');

const STATES: PageState[] = [
  // Candidate home (rule CAND-2): the hot jobs are its data.
  {
    page: 'candidate home',
    state: 'loading',
    route: 'candidate/home',
    holdCalls: HOT,
    shows: (page) => page.getByLabel('热招职位加载中'),
  },
  {
    page: 'candidate home',
    state: 'filled',
    note: 'signed out',
    route: 'candidate/home',
    shows: (page) => page.getByRole('main').getByRole('article'),
    screenshot: 'candidate-home',
  },
  {
    page: 'candidate home',
    state: 'filled',
    note: 'signed in, user menu open',
    route: 'candidate/home',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('article'),
    then: async (page) => {
      await page.getByRole('button', { name: '用户菜单' }).hover();
      await expect(page.getByRole('menuitem', { name: '投递记录' })).toBeVisible();
    },
  },
  {
    page: 'candidate home',
    state: 'filled',
    note: 'footer QR code card open',
    route: 'candidate/home',
    shows: (page) => page.getByRole('main').getByRole('article'),
    then: async (page) => {
      // The whole page in the viewport: hovering the footer then scrolls nothing, so no card is cut at the viewport's
      // edge (axe's target-size judges the visible part of a target).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1280, height });
      await page.getByRole('contentinfo').getByRole('button', { name: '微信公众号' }).hover();
      await expect(page.getByRole('tooltip').filter({ hasText: '扫码关注微信公众号' })).toBeVisible();
    },
  },
  {
    page: 'candidate home',
    state: 'empty',
    route: 'candidate/home',
    fault: `shape-array:${HOT}`,
    shows: (page) => page.getByText('暂无热招职位'),
  },
  {
    page: 'candidate home',
    state: 'error',
    route: 'candidate/home',
    fault: SERVER_ERROR_500(HOT),
    toast: true,
    shows: (page) => page.getByText('热招职位加载失败'),
  },

  // Campus home (rule CAMPUS-2) is checked in a11y-campus-home.spec.ts with its season sections.

  // Job list (rule CAND-3) of each recruit type.
  ...(['social', 'shop', 'school'] as const).flatMap((type): PageState[] => {
    const route = type === 'shop' ? 'candidate/shop/job?cityCode=440000' : `candidate/${type}/job`;
    const list = `job list (${type})`;
    return [
      { page: list, state: 'loading', route, holdCalls: POSITION_LIST_MATCH, shows: (page) => page.getByLabel('职位加载中') },
      {
        page: list,
        state: 'filled',
        route,
        account: type === 'school' ? 'cand-campus' : undefined,
        shows: (page) => page.getByText(RESULT_COUNT),
        screenshot: type === 'school' ? undefined : `job-list-${type}`,
      },
      {
        page: list,
        state: 'empty',
        note: 'no job matches the search',
        route: `candidate/${type}/job?keyword=zzzz`,
        shows: (page) => page.getByText(/没有找到符合条件的职位/),
        screenshot: type === 'social' ? 'job-list-empty' : undefined,
      },
      {
        page: list,
        state: 'error',
        route,
        fault: SERVER_ERROR_500(POSITION_LIST_MATCH),
        toast: true,
        shows: (page) => page.getByText('职位列表加载失败'),
      },
    ];
  }),
  {
    page: 'job list (social)',
    state: 'empty',
    note: 'no job open at all',
    route: 'candidate/social/job',
    fault: `shape-list-null:${POSITION_LIST_MATCH}`,
    shows: (page) => page.getByText('职位列表加载失败').or(page.getByText('暂无开放的职位，请稍后再来看看')),
  },
  {
    page: 'job list (social)',
    state: 'filled',
    note: 'city filter open',
    route: 'candidate/social/job',
    shows: (page) => page.getByText(RESULT_COUNT),
    then: async (page) => {
      await page.getByRole('combobox', { name: '工作城市' }).click();
      await expect(page.locator('.ant-cascader-dropdown .ant-cascader-menu-item').first()).toBeVisible();
    },
  },

  // Saved searches (issue 22, docs/decisions/070) on the job list and candidate home.
  {
    page: 'job list (shop)',
    state: 'empty',
    note: 'signed in, no saved search yet',
    route: SAVED_SEARCH_ROUTE,
    account: 'cand-new',
    shows: (page) => page.getByRole('main').getByText(SAVED_SEARCH_MESSAGES.empty),
  },
  {
    page: 'job list (shop)',
    state: 'filled',
    note: 'a saved search',
    route: SAVED_SEARCH_ROUTE,
    account: 'cand-new',
    shows: (page) => page.getByText(RESULT_COUNT),
    then: saveSearch,
  },
  {
    page: 'job list (shop)',
    state: 'filled',
    note: 'renaming a saved search, name refused',
    route: SAVED_SEARCH_ROUTE,
    account: 'cand-new',
    shows: (page) => page.getByText(RESULT_COUNT),
    then: async (page) => {
      await saveSearch(page);
      await savedChips(page)
        .getByRole('button', { name: /^重命名：/ })
        .click();
      await page.getByRole('textbox', { name: '搜索名称' }).fill('');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: SAVED_SEARCH_MESSAGES.nameEmpty })).toBeVisible();
    },
  },
  {
    page: 'candidate home',
    state: 'empty',
    note: 'signed in, no saved search',
    route: 'candidate/home',
    account: 'cand-new',
    shows: (page) => page.getByText(SAVED_SEARCH_MESSAGES.empty),
  },
  {
    page: 'candidate home',
    state: 'filled',
    note: 'a saved search with 新增 1',
    route: SAVED_SEARCH_ROUTE,
    account: 'cand-new',
    shows: (page) => page.getByText(RESULT_COUNT),
    then: async (page) => {
      await saveSearch(page);
      await publishJob(page, { recruitType: 'shop', keyword: '店长', cityCode: '310000' });
      await page.goto(routePath('candidate', 'home'));
      await expect(savedChips(page).getByRole('link').first()).toContainText('新增 1');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },

  // Job detail (rule CAND-4) of each recruit type.
  {
    page: 'job detail',
    state: 'loading',
    route: `candidate/social/jobDetail?id=${JOB.social}`,
    holdCalls: `/position_demand/${JOB.social}`,
    shows: (page) => page.getByLabel('职位详情加载中'),
  },
  {
    page: 'job detail (social)',
    state: 'filled',
    note: 'signed out',
    route: `candidate/social/jobDetail?id=${JOB.social}`,
    shows: (page) => page.getByRole('heading', { name: '相似职位' }),
    screenshot: 'job-detail',
  },
  {
    page: 'job detail (shop)',
    state: 'filled',
    note: 'signed in',
    route: `candidate/shop/jobDetail?id=${JOB.shop}`,
    account: 'cand-full',
    shows: (page) => page.getByRole('heading', { name: '相似职位' }),
    screenshot: 'job-detail-shop',
  },
  {
    page: 'job detail (school)',
    state: 'filled',
    note: 'signed in, share popover open',
    route: `candidate/school/jobDetail?id=${JOB.school}`,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '相似职位' }),
    then: async (page) => {
      await page.getByRole('button', { name: '分享' }).click();
      await expect(page.getByRole('textbox', { name: '分享链接' })).toBeVisible();
      // Opening copies the link and says so in a toast; the check waits for it to go (3 s), or axe can meet it fading
      // out, half transparent, and report its contrast (seen once on a busy machine).
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toHaveCount(0);
    },
  },
  {
    page: 'job detail',
    state: 'filled',
    note: 'a stopped job',
    route: `candidate/social/jobDetail?id=${STOPPED_JOB?.id ?? ''}`,
    shows: (page) => page.getByRole('alert').filter({ hasText: STOPPED_JOB_NOTICE }),
    screenshot: 'job-detail-stopped',
  },
  {
    page: 'job detail',
    state: 'empty',
    note: 'the job does not exist',
    route: 'candidate/social/jobDetail?id=NOPE',
    shows: (page) => page.getByText('职位不存在或已下线'),
    screenshot: 'job-detail-not-found',
  },
  {
    page: 'job detail',
    state: 'error',
    route: `candidate/social/jobDetail?id=${JOB.social}`,
    fault: SERVER_ERROR_500(`/position_demand/${JOB.social}`),
    shows: (page) => page.getByText('职位详情加载失败'),
  },
];

test.describe('accessibility of the job pages in every state (issue 10)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});

test('the job list works with the keyboard alone', async ({ page, gotoRoute }) => {
  await gotoRoute('candidate', 'job', 'social');
  const box = page.getByRole('searchbox', { name: '职位关键词' });
  await box.focus();
  await page.keyboard.type('经理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const firstLink = page.getByRole('main').getByRole('article').first().getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/jobDetail\?id=/);
  const apply = page.getByRole('button', { name: '投递简历' });
  await apply.focus();
  await expect(apply).toBeFocused();
});
