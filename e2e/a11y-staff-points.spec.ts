import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { openUserCard } from './helpers/user-menu';

/**
 * Issue 12: the full axe check (helpers/axe.ts) of my referrals, the points bill, the ranking and the problem reports
 * in their loading, empty, error and filled states, with screenshots of the filled pages in docs/screenshots/. Issue 23
 * adds the trail of a referral open in each of its kinds and states, and the bill of one referral's lines.
 */

const REFERRALS = '/employee/recommendation';
const BILLS = '/recommendations/bills';
const SUMMARY = '/recommendations/integral';
const RANKING = '/recommendations/ranking';
const FEEDBACK = '/recommendations/feedback_question';
const PROFILE = '/recommendations/employees';

/** The stages of the open trail. */
const trailStages = (page: Page) => page.getByRole('dialog').getByRole('list', { name: '各阶段进度' });

const STATES: PageState[] = [
  // My referrals (rule STAFF-6).
  {
    page: 'my referrals',
    state: 'loading',
    route: 'staff/myPush',
    account: 'staff-wang',
    holdCalls: REFERRALS,
    shows: (page) => page.getByLabel('推荐记录加载中'),
  },
  {
    page: 'my referrals',
    state: 'filled',
    route: 'staff/myPush',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    screenshot: 'staff-my-push',
  },
  // The trail of a referral (issue 23), open over the list: a hire, one waiting for its next stage, one ended, one
  // invalid; while it loads, and when it cannot be read.
  {
    page: 'my referrals',
    state: 'filled',
    note: 'trail of a hire open (issue 23)',
    route: 'staff/myPush?referral=RF-W5',
    account: 'staff-wang',
    shows: (page) => trailStages(page),
    screenshot: 'staff-referral-trail-hired',
  },
  {
    page: 'my referrals',
    state: 'filled',
    note: 'trail waiting for its next stage open (issue 23)',
    route: 'staff/myPush?referral=RF-W3',
    account: 'staff-wang',
    shows: (page) => trailStages(page),
    screenshot: 'staff-referral-trail-next',
  },
  {
    page: 'my referrals',
    state: 'filled',
    note: 'trail of a referral ended at the interview open (issue 23)',
    route: 'staff/myPush?status=2&referral=RF-W7',
    account: 'staff-wang',
    shows: (page) => trailStages(page),
  },
  {
    page: 'my referrals',
    state: 'filled',
    note: 'trail of an invalid referral open (issue 23)',
    route: 'staff/myPush?status=2&referral=RF-W12',
    account: 'staff-wang',
    shows: (page) => trailStages(page),
    screenshot: 'staff-referral-trail-invalid',
  },
  {
    page: 'my referrals',
    state: 'loading',
    note: 'trail of a referral off the page (issue 23)',
    route: 'staff/myPush?referral=RF-W6',
    account: 'staff-wang',
    holdCalls: `${REFERRALS}/`,
    shows: (page) => page.getByRole('dialog').getByLabel('推荐进度加载中'),
  },
  {
    page: 'my referrals',
    state: 'error',
    note: 'trail that cannot be read (issue 23)',
    route: 'staff/myPush?referral=RF-W6',
    account: 'staff-wang',
    fault: `500:${REFERRALS}/`,
    toast: true,
    shows: (page) => page.getByRole('dialog').getByText('推荐进度加载失败'),
  },
  {
    page: 'my referrals',
    state: 'empty',
    note: 'a status without referrals',
    route: 'staff/myPush?status=3',
    account: 'staff-tech',
    shows: (page) => page.getByText('暂无“推荐成功”的推荐记录'),
  },
  {
    page: 'my referrals',
    state: 'empty',
    note: 'no referrals at all',
    route: 'staff/myPush',
    account: 'interviewer-liu',
    shows: (page) => page.getByText('还没有推荐记录，去看看内推职位，把好机会推荐给好友吧'),
  },
  {
    page: 'my referrals',
    state: 'error',
    route: 'staff/myPush',
    account: 'staff-wang',
    fault: `500:${REFERRALS}`,
    toast: true,
    shows: (page) => page.getByText('推荐记录加载失败'),
  },

  // Points bill (rule STAFF-7).
  {
    page: 'points bill',
    state: 'loading',
    route: 'staff/integralBill',
    account: 'staff-wang',
    holdCalls: '/recommendations/',
    shows: (page) => page.getByLabel('积分明细加载中'),
  },
  {
    page: 'points bill',
    state: 'filled',
    route: 'staff/integralBill',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    screenshot: 'staff-integral-bill',
  },
  // One referral's lines, from its trail, the line followed pointed at (issue 23).
  {
    page: 'points bill',
    state: 'filled',
    note: 'the lines of a referral, one pointed at (issue 23)',
    route: 'staff/integralBill?referral=RF-W5&bill=BILL-RF-W5-S5',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').locator('tr[aria-current="true"]'),
    screenshot: 'staff-integral-bill-referral',
  },
  {
    page: 'points bill',
    state: 'empty',
    note: 'a referral without points yet (issue 23)',
    route: 'staff/integralBill?referral=RF-W1',
    account: 'staff-wang',
    shows: (page) => page.getByText('这次推荐还没有获得积分'),
  },
  {
    page: 'points bill',
    state: 'error',
    note: 'the lines of a referral (issue 23)',
    route: 'staff/integralBill?referral=RF-W5',
    account: 'staff-wang',
    fault: `500:${BILLS}`,
    toast: true,
    shows: (page) => page.getByText('积分明细加载失败'),
  },
  {
    page: 'points bill',
    state: 'empty',
    note: 'a month without lines',
    route: 'staff/integralBill?month=2001-02',
    account: 'staff-wang',
    shows: (page) => page.getByText('2001年2月没有积分记录'),
  },
  {
    page: 'points bill',
    state: 'error',
    route: 'staff/integralBill',
    account: 'staff-wang',
    fault: `500:${BILLS},500:${SUMMARY}`,
    toast: true,
    shows: (page) => page.getByText('积分明细加载失败'),
  },

  // Ranking (rule STAFF-7).
  {
    page: 'ranking',
    state: 'loading',
    route: 'staff/rank',
    account: 'staff-wang',
    holdCalls: RANKING,
    shows: (page) => page.getByLabel('排行榜加载中'),
  },
  {
    page: 'ranking',
    state: 'filled',
    note: 'my row pinned',
    route: 'staff/rank',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    screenshot: 'staff-rank',
  },
  {
    page: 'ranking',
    state: 'filled',
    note: 'user card open (issue 19)',
    route: 'staff/rank',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    then: async (page) => void (await openUserCard(page)),
    screenshot: 'staff-user-card',
  },
  {
    page: 'ranking',
    state: 'loading',
    note: 'user card while the profile loads (issue 19)',
    route: 'staff/rank',
    account: 'staff-wang',
    holdCalls: PROFILE,
    shows: (page) => page.getByRole('main').getByRole('table'),
    then: async (page) => void (await openUserCard(page)),
    // The figures read "--" until the profile comes.
    placeholder: (page) => page.getByTestId('staff-user-card').getByText('--'),
  },
  {
    page: 'ranking',
    state: 'filled',
    note: 'odd rows: level 7, null and string figures, a row without id (issue 19)',
    route: 'staff/rank',
    account: 'staff-wang',
    fault: `odd-rows:${RANKING}`,
    shows: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    page: 'ranking',
    state: 'filled',
    note: 'my row highlighted, by referred hires',
    route: 'staff/rank?rankType=2&page=2',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    page: 'ranking',
    state: 'empty',
    route: 'staff/rank',
    account: 'staff-wang',
    fault: `shape-list-null:${RANKING}`,
    shows: (page) => page.getByText('暂无排行数据，快去推荐好友抢占榜首吧'),
  },
  {
    page: 'ranking',
    state: 'error',
    route: 'staff/rank',
    account: 'staff-wang',
    fault: `500:${RANKING}`,
    toast: true,
    shows: (page) => page.getByText('排行榜加载失败'),
  },

  // Problem reports (rule STAFF-7).
  {
    page: 'problem reports',
    state: 'loading',
    route: 'staff/feedBack',
    account: 'staff-wang',
    holdCalls: FEEDBACK,
    shows: (page) => page.getByLabel('反馈记录加载中'),
  },
  {
    page: 'problem reports',
    state: 'filled',
    route: 'staff/feedBack',
    account: 'staff-wang',
    shows: (page) => page.getByRole('list', { name: '反馈记录' }),
    screenshot: 'staff-feedback',
  },
  {
    page: 'problem reports',
    state: 'filled',
    note: 'form errors shown',
    route: 'staff/feedBack',
    account: 'staff-wang',
    shows: (page) => page.getByRole('list', { name: '反馈记录' }),
    then: async (page) => {
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('请选择问题类型')).toBeVisible();
      await expect(page.getByText('请填写问题描述')).toBeVisible();
    },
  },
  {
    page: 'problem reports',
    state: 'empty',
    route: 'staff/feedBack',
    account: 'interviewer-liu',
    shows: (page) => page.getByText('还没有反馈记录，遇到问题可以通过上方表单告诉我们'),
  },
  {
    page: 'problem reports',
    state: 'error',
    route: 'staff/feedBack',
    account: 'staff-wang',
    fault: `500:${FEEDBACK}`,
    toast: true,
    shows: (page) => page.getByText('反馈记录加载失败'),
  },
];

test.describe('accessibility of the staff referral lists in every state (issue 12)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
