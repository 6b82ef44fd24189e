import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';

/**
 * Issue 11: the full axe check (helpers/axe.ts) of campus home in its loading, empty, error and filled states — each
 * part of "the season at a glance" (special sessions, career talks, notices) on its own and all together — and of the
 * about and know-more pages, with screenshots of the filled pages in docs/screenshots/. About and know-more read no
 * data (their text is a static module): their loading state is the placeholder of their code (rule ROUTE-9).
 */

const ACTIVITIES = '/activity/list';
const TALKS = '/career_talk_route/list';
const NOTICES = '/announcement/list';
/** A substring of the three calls of the season at a glance, and of no other call of the page. */
const SEASON_CALLS = '/list';

const HOME = 'candidate/school/home';
const HERO = '青春正当时，未来由你定义';

const STATES: PageState[] = [
  {
    page: 'campus home',
    state: 'loading',
    note: 'every section',
    route: HOME,
    holdCalls: SEASON_CALLS,
    shows: (page) => page.getByLabel('校招专场加载中'),
    then: async (page) => {
      await expect(page.getByLabel('宣讲会加载中')).toBeVisible();
      await expect(page.getByLabel('最新公告加载中')).toBeVisible();
    },
  },
  {
    page: 'campus home',
    state: 'loading',
    note: 'talks only',
    route: HOME,
    holdCalls: TALKS,
    shows: (page) => page.getByLabel('宣讲会加载中'),
    then: async (page) => {
      await expect(page.getByRole('link', { name: /^查看专场职位/ }).first()).toBeVisible();
    },
  },
  {
    page: 'campus home',
    state: 'filled',
    note: 'signed out',
    route: HOME,
    shows: (page) => page.getByRole('region', { name: '校招专场' }).getByRole('listitem'),
    then: async (page) => {
      await expect(page.getByRole('region', { name: '近期宣讲会' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('region', { name: '最新公告' }).getByRole('listitem')).toHaveCount(3);
    },
    screenshot: 'campus-home',
  },
  {
    page: 'campus home',
    state: 'filled',
    note: 'signed in',
    route: HOME,
    account: 'cand-campus',
    shows: (page) => page.getByRole('region', { name: '校招专场' }).getByRole('listitem'),
  },
  {
    page: 'campus home',
    state: 'empty',
    note: 'every section',
    route: HOME,
    fault: `shape-null:${ACTIVITIES},shape-null:${TALKS},shape-null:${NOTICES}`,
    shows: (page) => page.getByText('当前没有进行中或即将开始的专场，新专场开放后会在这里公布'),
    then: async (page) => {
      await expect(page.getByText('近期暂无宣讲会安排，新的宣讲行程确定后会在这里公布')).toBeVisible();
      await expect(page.getByText('暂无招聘公告，重要安排发布后会在这里第一时间告知')).toBeVisible();
    },
  },
  {
    page: 'campus home',
    state: 'error',
    note: 'every section',
    route: HOME,
    fault: `500:${ACTIVITIES},500:${TALKS},500:${NOTICES}`,
    toast: true,
    shows: (page) => page.getByText('校招专场加载失败'),
    then: async (page) => {
      await expect(page.getByText('宣讲会加载失败')).toBeVisible();
      await expect(page.getByText('最新公告加载失败')).toBeVisible();
      await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
    },
  },
  {
    page: 'campus home',
    state: 'error',
    note: 'notices only, wrong shape',
    route: HOME,
    fault: `shape-string:${NOTICES}`,
    shows: (page) => page.getByText('最新公告加载失败'),
    then: async (page) => {
      await expect(page.getByRole('region', { name: '近期宣讲会' }).getByRole('listitem')).toHaveCount(3);
    },
  },

  // About and know more: static content, their code is what loads.
  {
    page: 'campus about',
    state: 'loading',
    note: 'page code',
    route: 'candidate/school/about',
    holdChunks: /\/about-page-[^/]*\.js$/,
    shows: (page) => page.getByLabel('页面加载中'),
  },
  {
    page: 'campus about',
    state: 'filled',
    route: 'candidate/school/about',
    shows: (page) => page.getByRole('heading', { level: 1, name: '关于我们' }),
    screenshot: 'campus-about',
  },
  {
    page: 'campus know more',
    state: 'loading',
    note: 'page code',
    route: 'candidate/school/knowMore',
    holdChunks: /\/know-more-page-[^/]*\.js$/,
    shows: (page) => page.getByLabel('页面加载中'),
  },
  {
    page: 'campus know more',
    state: 'filled',
    note: 'a question open',
    route: 'candidate/school/knowMore',
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { level: 1, name: '了解更多' }),
    then: async (page) => {
      const question = page.getByRole('button', { name: '管理培训生和储备店长有什么区别？' });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      // The header is sticky: back at the top, the full-page screenshot shows it where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    screenshot: 'campus-know-more',
  },
];

test.describe('accessibility of campus home, about and know more in every state (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
