import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';

/**
 * Issue 12: the full axe check (helpers/axe.ts) of the staff referral pages — the job detail under staff, refer a
 * friend, the referral result, resume management and the friend's resume form — in their loading, empty, error and
 * filled states, with screenshots for docs/screenshots.
 */

const JOB = 'PD20001';
const FRIENDS = '/employee/manage_resume';
const REFER = `staff/social/deliveryResume?id=${JOB}&positionId=POS-social-01`;
const DETAIL = '/resume_detail';

const STATES: PageState[] = [
  // The job detail under staff: "推荐好友" instead of "投递简历".
  {
    page: 'staff job detail',
    state: 'loading',
    route: `staff/social/jobDetail?id=${JOB}`,
    account: 'staff-wang',
    holdCalls: `/position_demand/${JOB}`,
    shows: (page) => page.getByLabel('职位详情加载中'),
  },
  {
    page: 'staff job detail',
    state: 'filled',
    route: `staff/social/jobDetail?id=${JOB}`,
    account: 'staff-wang',
    shows: (page) => page.getByRole('button', { name: '推荐好友' }),
    screenshot: 'staff-job-detail',
  },
  {
    page: 'staff job detail',
    state: 'error',
    route: `staff/social/jobDetail?id=${JOB}`,
    account: 'staff-wang',
    fault: `500:/position_demand/${JOB}`,
    shows: (page) => page.getByText('职位详情加载失败'),
  },

  // Refer a friend (rule STAFF-4).
  {
    page: 'refer a friend',
    state: 'loading',
    route: REFER,
    account: 'staff-wang',
    holdCalls: FRIENDS,
    shows: (page) => page.getByLabel('好友简历加载中'),
  },
  {
    page: 'refer a friend',
    state: 'filled',
    note: 'a friend chosen',
    route: REFER,
    account: 'staff-wang',
    shows: (page) => page.getByRole('radio').first(),
    then: async (page) => {
      await page.getByRole('radio', { name: /周婷/ }).check();
      await expect(page.getByRole('button', { name: '确认推荐' })).toBeEnabled();
    },
    screenshot: 'staff-refer-friend',
  },
  {
    page: 'refer a friend',
    state: 'filled',
    note: 'new resume, a known phone offered',
    route: REFER,
    account: 'staff-wang',
    shows: (page) => page.getByRole('radio').first(),
    then: async (page) => {
      await page.getByRole('tab', { name: /新建好友简历/ }).click();
      await page.locator('form').getByLabel('手机号码', { exact: true }).fill('13722223333');
      await expect(page.getByText('手机号 137****3333 已有好友简历，无需重复创建')).toBeVisible();
    },
  },
  {
    page: 'refer a friend',
    state: 'empty',
    route: REFER,
    account: 'staff-wang',
    fault: `shape-null:${FRIENDS}`,
    shows: (page) => page.getByText('还没有好友简历，新建一份即可推荐'),
  },
  {
    page: 'refer a friend',
    state: 'error',
    route: REFER,
    account: 'staff-wang',
    fault: `500:${FRIENDS},500:/position_demand/${JOB}`,
    toast: true,
    shows: (page) => page.getByText('好友简历加载失败'),
  },

  // The referral result.
  {
    page: 'referral result',
    state: 'filled',
    route: `staff/sendResult?id=${JOB}&recordId=RF1`,
    account: 'staff-wang',
    shows: (page) => page.getByText(/已将好友的简历推荐至「/),
    screenshot: 'staff-send-result',
  },
  {
    page: 'referral result',
    state: 'error',
    note: 'the job unreadable',
    route: `staff/sendResult?id=${JOB}`,
    account: 'staff-wang',
    fault: `500:/position_demand/${JOB}`,
    shows: (page) => page.getByText('已将好友的简历推荐至该职位。'),
  },

  // Resume management (rule STAFF-5).
  {
    page: 'resume management',
    state: 'loading',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    holdCalls: FRIENDS,
    shows: (page) => page.getByLabel('好友简历加载中'),
  },
  {
    page: 'resume management',
    state: 'filled',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    screenshot: 'staff-maintained-resume',
  },
  {
    page: 'resume management',
    state: 'filled',
    note: 'delete confirmation open',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    shows: (page) => page.getByRole('main').getByRole('table'),
    then: async (page) => {
      await page.getByRole('button', { name: '删除周婷的简历' }).click();
      await expect(page.getByText('确定删除周婷的简历吗？')).toBeVisible();
    },
  },
  {
    page: 'resume management',
    state: 'empty',
    note: 'no match',
    route: 'staff/maintainedResume?keyword=没有这个人',
    account: 'staff-wang',
    shows: (page) => page.getByText('没有找到与“没有这个人”相关的好友简历'),
  },
  {
    page: 'resume management',
    state: 'empty',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    fault: `shape-null:${FRIENDS}`,
    shows: (page) => page.getByText('还没有好友简历，为好友建一份简历，推荐时就能直接选用'),
  },
  {
    page: 'resume management',
    state: 'error',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    fault: `500:${FRIENDS}`,
    toast: true,
    shows: (page) => page.getByText('好友简历加载失败'),
  },

  // A friend's resume (rule STAFF-5).
  {
    page: 'edit a friend’s resume',
    state: 'loading',
    route: 'staff/editResume?id=FR-wang-1',
    account: 'staff-wang',
    holdCalls: DETAIL,
    shows: (page) => page.getByLabel('页面加载中'),
  },
  {
    page: 'edit a friend’s resume',
    state: 'filled',
    route: 'staff/editResume?id=FR-wang-1',
    account: 'staff-wang',
    shows: (page) => page.getByRole('heading', { name: '编辑好友简历' }),
    screenshot: 'staff-edit-resume',
  },
  {
    page: 'edit a friend’s resume',
    state: 'filled',
    note: 'messages next to the fields',
    route: 'staff/editResume?id=FR-wang-1',
    account: 'staff-wang',
    shows: (page) => page.getByRole('heading', { name: '编辑好友简历' }),
    then: async (page) => {
      const phone = page.locator('form').getByLabel('手机号码', { exact: true });
      await phone.fill('1371111');
      await phone.blur();
      await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    },
  },
  {
    page: 'new friend’s resume',
    state: 'empty',
    route: 'staff/editResume',
    account: 'staff-wang',
    shows: (page) => page.getByRole('heading', { name: '新建好友简历' }),
  },
  {
    page: 'edit a friend’s resume',
    state: 'error',
    route: 'staff/editResume?id=FR-wang-1',
    account: 'staff-wang',
    fault: `500:${DETAIL}`,
    toast: true,
    shows: (page) => page.getByText('简历加载失败'),
  },
];

test.describe('accessibility of the staff referral pages in every state (issue 12)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});
