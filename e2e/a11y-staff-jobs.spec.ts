import { test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { POSITION_LIST_MATCH } from './helpers/faults';

/**
 * Issue 12: the full axe check (helpers/axe.ts) of the staff job list and the staff member's favourites — the
 * candidate pages under the staff business (rules STAFF-4, STAFF-8) — in their loading, empty, error and filled
 * states, with screenshots for docs/screenshots.
 */

const FAVOURITES = '/position_demand/collection';
const RESULT_COUNT = /^共\s*\d+\s*个职位$/;

const STATES: PageState[] = [
  {
    page: 'staff job list',
    state: 'loading',
    route: 'staff/job?activeKey=social',
    account: 'staff-wang',
    holdCalls: POSITION_LIST_MATCH,
    shows: (page) => page.getByLabel('职位加载中'),
  },
  {
    page: 'staff job list',
    state: 'filled',
    route: 'staff/job?activeKey=social',
    account: 'staff-wang',
    shows: (page) => page.getByText(RESULT_COUNT),
    screenshot: 'staff-job-list',
  },
  {
    page: 'staff job list',
    state: 'empty',
    note: 'no job matches',
    route: 'staff/job?activeKey=shop&keyword=没有这个职位',
    account: 'staff-wang',
    shows: (page) => page.getByText('没有找到符合条件的职位，换个关键词或条件试试'),
  },
  {
    page: 'staff job list',
    state: 'error',
    route: 'staff/job?activeKey=social',
    account: 'staff-wang',
    fault: `500:${POSITION_LIST_MATCH}`,
    toast: true,
    shows: (page) => page.getByText('职位列表加载失败'),
  },
  {
    page: 'staff favourites',
    state: 'loading',
    route: 'staff/collectingPosition',
    account: 'staff-wang',
    holdCalls: FAVOURITES,
    shows: (page) => page.getByLabel('收藏加载中'),
  },
  {
    page: 'staff favourites',
    state: 'filled',
    route: 'staff/collectingPosition',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('article').first(),
    screenshot: 'staff-collecting-position',
  },
  {
    page: 'staff favourites',
    state: 'error',
    route: 'staff/collectingPosition',
    account: 'staff-wang',
    fault: `500:${FAVOURITES}`,
    toast: true,
    shows: (page) => page.getByText('收藏列表加载失败'),
  },
  {
    page: 'staff favourites',
    state: 'empty',
    route: 'staff/collectingPosition',
    account: 'staff-tech',
    shows: (page) => page.getByText('还没有收藏的职位，看到心仪的职位点个收藏吧'),
  },
];

test.describe('accessibility of the staff job list and favourites in every state (issue 12)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
