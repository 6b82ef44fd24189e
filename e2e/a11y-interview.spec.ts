import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { noteLabel } from '../src/features/evaluation/lib/scoring-texts';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 13: the full axe check (helpers/axe.ts: WCAG 2.0/2.1/2.2 A and AA, experimental, best practices, no violation
 * of any impact) on every interview route in its loading, empty, error and filled states; the screenshots of the
 * filled pages go to docs/screenshots/interview-*.png.
 */

const MINE = '/interview/evaluation/my';
const DETAIL = '/detail';
const RESUME = '/position_candidate/';
const OPEN = 'interview/social/fillin?id=EV001';
const SUBMITTED = 'interview/social/fillin?id=EV007';

const STATES: PageState[] = [
  // Interview home (rule INTERVIEW-2).
  {
    page: 'interview home',
    state: 'loading',
    note: 'counts',
    route: 'interview/home',
    account: 'interviewer-liu',
    holdCalls: MINE,
    shows: (page) => page.getByLabel('待填写数量加载中'),
  },
  {
    page: 'interview home',
    state: 'filled',
    route: 'interview/home',
    account: 'interviewer-liu',
    shows: (page) => page.getByText(/共有 \d+ 份评价待填写/),
    screenshot: 'interview-home',
  },
  {
    page: 'interview home',
    state: 'empty',
    note: 'nothing to fill in',
    route: 'interview/home',
    account: 'staff-wang',
    shows: (page) => page.getByText('目前没有待填写的评价'),
  },
  {
    page: 'interview home',
    state: 'error',
    route: 'interview/home',
    account: 'interviewer-liu',
    fault: `500:${MINE}`,
    toast: true,
    shows: (page) => page.getByText('待填写数量加载失败'),
  },

  // My evaluations (rule INTERVIEW-3).
  {
    page: 'evaluation list',
    state: 'loading',
    route: 'interview/social/list',
    account: 'interviewer-liu',
    holdCalls: MINE,
    shows: (page) => page.getByLabel('评价列表加载中'),
  },
  {
    page: 'evaluation list',
    state: 'filled',
    route: 'interview/social/list',
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('table'),
    screenshot: 'interview-list',
  },
  {
    page: 'evaluation list',
    state: 'filled',
    note: 'sign-out menu open (issue 19)',
    route: 'interview/social/list',
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('table'),
    then: async (page) => {
      const item = page.getByRole('menuitem', { name: '退出登录' });
      await expect(async () => {
        await page.getByRole('button', { name: '用户菜单' }).hover({ timeout: 2_000 });
        await expect(item).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    },
    screenshot: 'interview-sign-out',
  },
  {
    page: 'evaluation list',
    state: 'filled',
    note: 'submitted only',
    route: 'interview/school/list?status=1',
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('table'),
  },
  {
    page: 'evaluation list',
    state: 'empty',
    route: 'interview/shop/list',
    account: 'staff-wang',
    shows: (page) => page.getByText('暂无面试评价，安排面试后会出现在这里'),
  },
  {
    page: 'evaluation list',
    state: 'error',
    route: 'interview/social/list',
    account: 'interviewer-liu',
    fault: `500:${MINE}`,
    toast: true,
    shows: (page) => page.getByText('评价列表加载失败'),
  },

  // Fill in (rule INTERVIEW-4).
  {
    page: 'fill in',
    state: 'loading',
    route: OPEN,
    account: 'interviewer-liu',
    holdCalls: DETAIL,
    shows: (page) => page.getByRole('status', { name: '评价加载中' }),
  },
  {
    page: 'fill in',
    state: 'loading',
    note: 'the resume',
    route: OPEN,
    account: 'interviewer-liu',
    holdCalls: RESUME,
    shows: (page) => page.getByLabel('简历加载中'),
  },
  {
    page: 'fill in',
    state: 'filled',
    note: 'half filled, draft kept',
    route: OPEN,
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('form', { name: '面试评价表' }),
    then: async (page) => {
      const group = (name: string) => page.getByRole('radiogroup', { name: new RegExp(name) });
      await group('专业能力').getByText('4 分', { exact: true }).click();
      await group('沟通表达').getByText('5 分', { exact: true }).click();
      await page.getByRole('textbox', { name: noteLabel('沟通表达', true) }).fill('表达清晰，逻辑好');
      await page.getByRole('textbox', { name: '评价总结' }).fill('专业基础扎实，');
      await page.reload();
      await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    screenshot: 'interview-fillin',
  },
  {
    page: 'fill in',
    state: 'error',
    note: 'a dimension unscored',
    route: OPEN,
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('form', { name: '面试评价表' }),
    then: async (page) => {
      await page.getByRole('button', { name: '提交评价' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '未打分' })).toBeVisible();
    },
  },
  {
    page: 'fill in',
    state: 'filled',
    note: 'submitted, read-only',
    route: SUBMITTED,
    account: 'interviewer-liu',
    shows: (page) => page.getByText(/该评价已于 .+ 提交，不可再修改/),
    screenshot: 'interview-fillin-submitted',
  },
  {
    page: 'fill in',
    state: 'empty',
    note: 'unknown evaluation',
    route: 'interview/social/fillin?id=EV999',
    account: 'interviewer-liu',
    shows: (page) => page.getByRole('heading', { name: '无法打开这份评价' }),
  },
  {
    page: 'fill in',
    state: 'error',
    route: OPEN,
    account: 'interviewer-liu',
    fault: `500:${DETAIL}`,
    shows: (page) => page.getByText('面试评价加载失败'),
  },
  {
    page: 'fill in',
    state: 'error',
    note: 'the resume',
    route: OPEN,
    account: 'interviewer-liu',
    fault: `500:${RESUME}`,
    toast: true,
    shows: (page) => page.getByText('候选人简历加载失败'),
  },
];

test.describe('accessibility of the interview pages in every state (issue 13)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
