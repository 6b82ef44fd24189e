import { expect, routePath, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chainTitle, checkPageState, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { todayInSuiteAt } from './helpers/suite-clock';
import { progressEmptyText, TIMELINE_BUTTON } from '../src/features/applications/lib/timeline-registry';
import { CRASH_DETAILS_LOADING_LABEL, CRASH_LOADING_LABEL } from '../src/app/crash/crash-text';

/**
 * Issue 10: the full axe check (helpers/axe.ts: WCAG 2.0/2.1/2.2 A and AA, experimental, best practices, no
 * violation of any impact) in the loading, empty, error and filled states of the other built pages: favourites,
 * application records, the 404 page, the crash screen, the staff home, the header while the user info loads, the
 * gray-release dialog and the mock sign-on page.
 */

const FAVOURITES = '/position_demand/collection';
const RECORDS = '/candidate/apply_record';
const USER_INFO = '/users/current_info';
const PROFILE = '/recommendations/employees';

/** Opens a record's timeline (its 查看进度 button) and waits for its stages. */
function openTimelineOf(id: string) {
  return async (page: Page) => {
    const button = page.locator(`tr[data-row-key="${id}"]`).getByRole('button', { name: new RegExp(`^${TIMELINE_BUTTON}：`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[aria-current="step"]:visible')).toHaveCount(1);
  };
}

const STATES: PageState[] = [
  // Favourites (rule CAND-10).
  {
    page: 'favourites',
    state: 'loading',
    route: 'candidate/social/collectingPosition',
    account: 'cand-full',
    holdCalls: FAVOURITES,
    shows: (page) => page.getByLabel('收藏加载中'),
  },
  {
    page: 'favourites (social)',
    state: 'filled',
    route: 'candidate/social/collectingPosition',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('article'),
    screenshot: 'favourites',
  },
  {
    page: 'favourites (shop)',
    state: 'filled',
    note: 'clear-invalid dialog open',
    route: 'candidate/shop/collectingPosition',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('article'),
    then: async (page) => {
      const clear = page.getByRole('button', { name: '清空失效职位' });
      if (await clear.isEnabled()) {
        await clear.click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
    },
  },
  {
    page: 'favourites',
    state: 'empty',
    route: 'candidate/social/collectingPosition',
    account: 'cand-new',
    shows: (page) => page.getByText('还没有收藏的职位，看到心仪的职位点个收藏吧'),
  },
  {
    page: 'favourites',
    state: 'error',
    route: 'candidate/social/collectingPosition',
    account: 'cand-full',
    fault: `500:${FAVOURITES}`,
    toast: true,
    shows: (page) => page.getByText('收藏列表加载失败'),
  },

  // Application records (rule CAND-11).
  {
    page: 'application records',
    state: 'loading',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    holdCalls: RECORDS,
    shows: (page) => page.getByLabel('投递记录加载中'),
  },
  {
    page: 'application records',
    state: 'filled',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('table'),
    screenshot: 'application-records',
  },
  {
    page: 'application records (school)',
    state: 'filled',
    route: 'candidate/school/applyForTheRecord',
    account: 'cand-campus',
    shows: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    page: 'application records',
    state: 'empty',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-new',
    shows: (page) => page.getByText('还没有投递记录，找到心仪的职位就投递简历吧'),
  },
  // The application timeline and the progress filter (issue 22).
  {
    page: 'application records',
    state: 'filled',
    note: 'timeline of an application in progress open',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('table'),
    then: openTimelineOf('AP-F2'),
  },
  {
    page: 'application records',
    state: 'filled',
    note: 'ended only, timeline of one not passed open',
    route: 'candidate/social/applyForTheRecord?progress=ended',
    account: 'cand-full',
    shows: (page) => page.getByRole('main').getByRole('table'),
    then: openTimelineOf('AP-F4'),
  },
  {
    page: 'application records (school)',
    state: 'empty',
    note: 'a progress filter without records',
    route: 'candidate/school/applyForTheRecord?progress=ended',
    account: 'cand-campus',
    shows: (page) => page.getByText(progressEmptyText('ended')),
  },
  {
    page: 'application records',
    state: 'error',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    fault: `500:${RECORDS}`,
    toast: true,
    shows: (page) => page.getByText('投递记录加载失败'),
  },

  // The 404 page (rule ROUTE-7): no data; its loading state is the placeholder of its code.
  {
    page: '404',
    state: 'loading',
    note: 'page code',
    route: 'candidate/social/noSuchPage',
    holdChunks: /\/not-found-page-[^/]*\.js$/,
    shows: (page) => page.getByRole('main'),
    placeholder: (page) => page.getByRole('main').getByRole('status'),
  },
  {
    page: '404',
    state: 'filled',
    route: 'candidate/social/noSuchPage',
    shows: (page) => page.getByText('页面没有找到'),
  },
  {
    page: '404 (staff)',
    state: 'filled',
    route: 'staff/noSuchPage',
    account: 'staff-wang',
    shows: (page) => page.getByText('页面没有找到'),
  },

  // The crash screen (rule CRASH-1): antd's Result loads when it shows, then its details.
  {
    page: 'crash screen',
    state: 'loading',
    note: 'the screen',
    route: 'candidate/home?__crash=1',
    holdChunks: /\/crash-result-[^/]*\.js$/,
    shows: (page) => page.getByRole('status', { name: CRASH_LOADING_LABEL }),
  },
  {
    page: 'crash screen',
    state: 'loading',
    note: 'the details',
    route: 'candidate/home?__crash=1',
    holdChunks: /\/crash-details-[^/]*\.js$/,
    shows: (page) => page.getByLabel(CRASH_DETAILS_LOADING_LABEL),
  },
  {
    page: 'crash screen',
    state: 'error',
    note: 'details shown',
    route: 'candidate/home?__crash=1',
    shows: (page) => page.getByRole('tab', { name: '错误信息' }),
    screenshot: 'crash-screen',
  },

  // Staff home (rules STAFF-2, STAFF-3); the interview pages are in a11y-interview.spec.ts.
  {
    page: 'staff home',
    state: 'loading',
    note: 'points card',
    route: 'staff/home',
    account: 'staff-wang',
    holdCalls: PROFILE,
    shows: (page) => page.getByLabel('积分数据加载中'),
  },
  {
    page: 'staff home',
    state: 'error',
    note: 'points card',
    route: 'staff/home',
    account: 'staff-wang',
    fault: `500:${PROFILE}`,
    toast: true,
    shows: (page) => page.getByText('积分数据加载失败'),
  },
  {
    page: 'staff home',
    state: 'filled',
    note: 'user menu open',
    route: 'staff/home',
    account: 'staff-wang',
    shows: (page) => page.getByRole('heading', { name: '推荐好友，共赢未来' }),
    then: async (page) => {
      await page.getByRole('button', { name: '用户菜单' }).hover();
      await expect(page.getByRole('menuitem', { name: '我的推荐' })).toBeVisible();
    },
    screenshot: 'staff-home',
  },
  {
    page: 'staff home',
    state: 'filled',
    note: 'referral QR code open',
    route: 'staff/home',
    account: 'staff-wang',
    shows: (page) => page.getByRole('heading', { name: '推荐好友，共赢未来' }),
    then: async (page) => {
      await page.getByRole('button', { name: /扫码查看内推职位/ }).hover();
      await expect(page.getByRole('tooltip').filter({ hasText: '扫码查看内推职位' })).toBeVisible();
    },
  },

  // The header while the signed-in user's info loads (rule NAV-7).
  {
    page: 'header (candidate)',
    state: 'loading',
    note: 'user info',
    route: 'candidate/social/job',
    account: 'cand-full',
    holdCalls: USER_INFO,
    shows: (page) => page.getByLabel('正在加载用户信息'),
  },
  {
    page: 'header (staff)',
    state: 'loading',
    note: 'user info',
    route: 'staff/home',
    account: 'staff-wang',
    holdCalls: USER_INFO,
    shows: (page) => page.getByLabel('正在加载用户信息'),
  },

  // The mock single sign-on page (rule MOCK-2).
  {
    page: 'mock sign-on',
    state: 'filled',
    route: `/mock-sso/authorize?appid=x&response_type=code&scope=uc_basic&redirect_uri=${encodeURIComponent(
      `http://localhost${routePath('candidate', 'login')}`,
    )}`,
    shows: (page) => page.getByRole('heading', { name: '统一身份认证（演示）' }),
  },
];

test.describe('accessibility of the other built pages in every state (issue 10)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }

  test('gray-release dialog — filled (rule SECRET-1)', async ({ page, loginAs }) => {
    await page.clock.setFixedTime(todayInSuiteAt('23:30'));
    await checkPageState(page, loginAs, {
      page: 'gray-release dialog',
      state: 'filled',
      route: 'candidate/home',
      shows: (p) => p.getByRole('main').getByRole('article'),
      then: async (p) => {
        const logo = p.getByRole('link', { name: /^招聘门户/ });
        for (let click = 0; click < 15; click += 1) await logo.click();
        await expect(p.getByRole('dialog', { name: '灰度策略设置' })).toBeVisible();
      },
    });
  });
});
