import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';

/**
 * Issue 10: served as a built bundle with every API answer replaced by a well-formed envelope around the
 * wrong data (`data` null, `{}`, `[]`, a string, a list object whose `list` is null), each built page shows
 * its error or empty state — never the crash screen "服务异常", never an uncaught error.
 */

const SHAPE_FAULTS = ['shape-null', 'shape-object', 'shape-array', 'shape-string', 'shape-list-null'] as const;

interface PageCase {
  page: string;
  route: string;
  account: string;
  /** The state the page shows when its answers are of the wrong shape: an error (with 重试) or an empty one. */
  state: (page: Page) => ReturnType<Page['getByText']>;
}

const errorOrEmpty = (error: string, empty?: string) => (page: Page) =>
  empty ? page.getByText(error).or(page.getByText(empty)) : page.getByText(error);

const PAGES: PageCase[] = [
  {
    page: 'candidate home',
    route: 'candidate/home',
    account: 'cand-full',
    state: errorOrEmpty('热招职位加载失败', '暂无热招职位'),
  },
  {
    page: 'job list',
    route: 'candidate/social/job',
    account: 'cand-full',
    state: errorOrEmpty('职位列表加载失败', '暂无开放的职位，请稍后再来看看'),
  },
  {
    page: 'job detail',
    route: 'candidate/social/jobDetail?id=PD20001',
    account: 'cand-full',
    state: errorOrEmpty('职位详情加载失败'),
  },
  {
    page: 'delivery',
    route: 'candidate/social/deliveryResume?id=PD20001',
    account: 'cand-full',
    state: errorOrEmpty('职位信息加载失败'),
  },
  {
    page: 'edit resume',
    route: 'candidate/social/editResume?type=edit',
    account: 'cand-full',
    state: errorOrEmpty('简历加载失败'),
  },
  {
    page: 'favourites',
    route: 'candidate/social/collectingPosition',
    account: 'cand-full',
    state: errorOrEmpty('收藏列表加载失败', '还没有收藏的职位，看到心仪的职位点个收藏吧'),
  },
  {
    page: 'application records',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    state: errorOrEmpty('投递记录加载失败', '还没有投递记录，找到心仪的职位就投递简历吧'),
  },
  // These three pages read no data of their own yet: with every answer wrong they still show themselves.
  {
    page: 'campus home',
    route: 'candidate/school/home',
    account: 'cand-campus',
    state: (page) => page.getByText('青春正当时，未来由你定义'),
  },
  { page: 'staff home', route: 'staff/home', account: 'staff-wang', state: (page) => page.getByText('推荐好友，共赢未来') },
  {
    page: 'interview home',
    route: 'interview/home',
    account: 'interviewer-liu',
    state: (page) => page.getByRole('heading', { name: '面试评价' }),
  },
];

test.describe('wrong-shaped answers on the built pages', () => {
  for (const def of PAGES) {
    test(`${def.page}: every answer of the wrong shape → its error or empty state, never the crash screen`, async ({
      page,
      loginAs,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await loginAs(def.account);
      for (const fault of SHAPE_FAULTS) {
        const separator = def.route.includes('?') ? '&' : '?';
        await page.goto(`${BASE}/${def.route}${separator}mockFault=${fault}:*`);
        await expect(def.state(page).first(), fault).toBeVisible();
        await expect(page.getByText('服务异常'), fault).toHaveCount(0);
      }
      expect(uncaught).toEqual([]);
    });
  }
});
