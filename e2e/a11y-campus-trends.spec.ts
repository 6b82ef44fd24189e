import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';

/**
 * Issue 11: the full axe check (helpers/axe.ts) of the trends page — each of its four tabs — and of the notice detail,
 * in their loading, empty, error and filled states, with screenshots of the filled pages in docs/screenshots/.
 * The recruitment process is static text: its loading state is its code loading, and it has no empty or error state.
 */

const TRENDS = 'candidate/school/trends';
const TALKS = '/career_talk_route/';
const CITIES = '/activity/line/city_codes';
const ANNOUNCEMENTS = '/announcement/';
const DETAIL = 'candidate/school/noticeDetail';

const STATES: PageState[] = [
  // Recruitment process.
  {
    page: 'trends · process',
    state: 'loading',
    note: 'page code',
    route: TRENDS,
    holdChunks: /\/trends-page-[^/]*\.js$/,
    shows: (page) => page.getByLabel('页面加载中'),
  },
  {
    page: 'trends · process',
    state: 'filled',
    route: TRENDS,
    shows: (page) => page.getByRole('heading', { level: 3, name: '入职报到' }),
    screenshot: 'campus-trends-process',
  },

  // Talk overview.
  {
    page: 'trends · talks',
    state: 'loading',
    route: `${TRENDS}?tab=talks`,
    holdCalls: TALKS,
    shows: (page) => page.getByLabel('宣讲会加载中'),
  },
  {
    page: 'trends · talks',
    state: 'filled',
    route: `${TRENDS}?tab=talks`,
    shows: (page) => page.getByRole('list', { name: '宣讲会列表' }),
    screenshot: 'campus-trends-talks',
  },
  {
    page: 'trends · talks',
    state: 'filled',
    note: 'a city and online, the calendar file downloaded',
    route: `${TRENDS}?tab=talks&city=310100&format=1`,
    shows: (page) => page.getByRole('list', { name: '宣讲会列表' }),
    then: async (page) => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '添加到日历' }).click();
      await downloading;
      await expect(page.getByText('日历文件已下载，用手机或电脑的日历应用打开即可添加')).toBeVisible();
      await page.getByText('日历文件已下载，用手机或电脑的日历应用打开即可添加').hover();
    },
    screenshot: 'campus-trends-talks-filtered',
  },
  {
    page: 'trends · talks',
    state: 'empty',
    note: 'no talk matches the filters',
    route: `${TRENDS}?tab=talks&city=610100&format=1`,
    shows: (page) => page.getByText('没有符合条件的宣讲会，换个城市或形式试试'),
    screenshot: 'campus-trends-talks-empty',
  },
  {
    page: 'trends · talks',
    state: 'empty',
    note: 'no talks planned',
    route: `${TRENDS}?tab=talks`,
    fault: `shape-list-null:${TALKS}`,
    shows: (page) => page.getByText('宣讲行程即将公布，敬请关注'),
  },
  {
    page: 'trends · talks',
    state: 'error',
    route: `${TRENDS}?tab=talks`,
    fault: `500:${TALKS},500:${CITIES}`,
    toast: true,
    shows: (page) => page.getByText('宣讲会加载失败'),
    then: async (page) => {
      await expect(page.getByText('城市加载失败')).toBeVisible();
    },
    screenshot: 'campus-trends-talks-error',
  },

  // Notice area.
  {
    page: 'trends · notices',
    state: 'loading',
    route: `${TRENDS}?tab=notices`,
    holdCalls: ANNOUNCEMENTS,
    shows: (page) => page.getByLabel('公告加载中'),
  },
  {
    page: 'trends · notices',
    state: 'filled',
    route: `${TRENDS}?tab=notices`,
    shows: (page) => page.getByRole('list', { name: '公告列表' }),
    screenshot: 'campus-trends-notices',
  },
  {
    page: 'trends · notices',
    state: 'empty',
    route: `${TRENDS}?tab=notices`,
    fault: `shape-list-null:${ANNOUNCEMENTS}`,
    shows: (page) => page.getByText('暂无公告，新的招聘公告发布后会在这里显示'),
  },
  {
    page: 'trends · notices',
    state: 'error',
    route: `${TRENDS}?tab=notices`,
    fault: `500:${ANNOUNCEMENTS}`,
    toast: true,
    shows: (page) => page.getByText('公告加载失败'),
  },

  // Q&A area.
  {
    page: 'trends · Q&A',
    state: 'loading',
    route: `${TRENDS}?tab=qa`,
    holdCalls: ANNOUNCEMENTS,
    shows: (page) => page.getByLabel('问答加载中'),
  },
  {
    page: 'trends · Q&A',
    state: 'filled',
    note: 'searched, an answer open',
    route: `${TRENDS}?tab=qa&keyword=${encodeURIComponent('简历')}`,
    shows: (page) => page.getByRole('button', { name: '投递后可以修改简历吗？' }),
    then: async (page) => {
      await page.getByRole('button', { name: '投递后可以修改简历吗？' }).click();
      await expect(page.getByText('修改后 HR 看到的是最新版本', { exact: false })).toBeVisible();
    },
    screenshot: 'campus-trends-qa',
  },
  {
    page: 'trends · Q&A',
    state: 'loading',
    note: 'an answer',
    route: `${TRENDS}?tab=qa`,
    holdCalls: '/announcement/QA',
    shows: (page) => page.getByRole('button', { name: '面试有几轮？' }),
    then: async (page) => {
      await page.getByRole('button', { name: '面试有几轮？' }).click();
    },
    placeholder: (page) => page.getByLabel('答案加载中'),
  },
  {
    page: 'trends · Q&A',
    state: 'empty',
    note: 'nothing matches the keyword',
    route: `${TRENDS}?tab=qa&keyword=${encodeURIComponent('火星')}`,
    shows: (page) => page.getByText('没有找到与“火星”相关的问题，换个关键词试试'),
    screenshot: 'campus-trends-qa-empty',
  },
  {
    page: 'trends · Q&A',
    state: 'empty',
    note: 'no questions',
    route: `${TRENDS}?tab=qa`,
    fault: `shape-list-null:${ANNOUNCEMENTS}`,
    shows: (page) => page.getByText('暂无问答，常见问题整理后会在这里发布'),
  },
  {
    page: 'trends · Q&A',
    state: 'error',
    route: `${TRENDS}?tab=qa`,
    fault: `500:${ANNOUNCEMENTS}`,
    toast: true,
    shows: (page) => page.getByText('问答加载失败'),
  },

  // Notice detail.
  {
    page: 'notice detail',
    state: 'loading',
    route: `${DETAIL}?id=ANN001`,
    holdCalls: ANNOUNCEMENTS,
    shows: (page) => page.getByLabel('公告加载中'),
  },
  {
    page: 'notice detail',
    state: 'filled',
    route: `${DETAIL}?id=ANN001`,
    shows: (page) => page.getByRole('article').getByRole('heading', { level: 1 }),
    screenshot: 'campus-notice-detail',
  },
  {
    page: 'notice detail',
    state: 'empty',
    note: 'no id',
    route: DETAIL,
    shows: (page) => page.getByRole('heading', { level: 1, name: '没有找到这条公告' }),
    screenshot: 'campus-notice-not-found',
  },
  {
    page: 'notice detail',
    state: 'empty',
    note: 'an unknown id',
    route: `${DETAIL}?id=ANN999`,
    shows: (page) => page.getByRole('heading', { level: 1, name: '没有找到这条公告' }),
  },
  {
    page: 'notice detail',
    state: 'error',
    route: `${DETAIL}?id=ANN001`,
    fault: `500:${ANNOUNCEMENTS}`,
    shows: (page) => page.getByRole('heading', { level: 1, name: '公告加载失败' }),
    screenshot: 'campus-notice-error',
  },
];

test.describe('accessibility of the campus trends and notice detail in every state (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
