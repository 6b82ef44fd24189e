import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';

/**
 * Issue 10: the full axe check (helpers/axe.ts: WCAG 2.0/2.1/2.2 A and AA, experimental, best practices, no
 * violation of any impact) in the loading, empty, error and filled states of the resume and delivery pages: edit
 * resume, delivery (with the resume upload), quick registration and the result pages.
 */

const JOB = 'PD20001';
const SCHOOL_JOB = 'PD30002';
const JOB_DETAIL_CALL = `/position_demand/${JOB}`;
const editResume = (type = 'social', entry = 'edit') => `candidate/${type}/editResume?type=${entry}`;
const delivery = `candidate/social/deliveryResume?id=${JOB}`;
const registration = `candidate/social/applyRegistration?id=${JOB}`;

function resumeFile(name: string, mimeType = 'application/pdf') {
  return { name, mimeType, buffer: Buffer.from('%PDF-1.4 mock resume') };
}

async function openUploadTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '上传附件简历' }).click();
  await expect(page.locator('input[type=file]')).toBeAttached();
}

const STATES: PageState[] = [
  // Edit resume (rule CAND-9).
  {
    page: 'edit resume',
    state: 'loading',
    route: editResume(),
    account: 'cand-full',
    holdCalls: '/resume/detail',
    shows: (page) => page.getByLabel('页面加载中'),
  },
  {
    page: 'edit resume',
    state: 'filled',
    route: editResume(),
    account: 'cand-full',
    shows: (page) => page.getByRole('heading', { name: '编辑简历' }),
  },
  {
    page: 'edit resume (school)',
    state: 'filled',
    route: editResume('school', 'updateResume'),
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: /简历/ }),
  },
  {
    page: 'edit resume',
    state: 'empty',
    note: 'no resume yet',
    route: editResume('shop'),
    account: 'cand-new',
    shows: (page) => page.getByRole('heading', { name: '填写简历' }),
  },
  {
    page: 'edit resume',
    state: 'error',
    note: 'the resume cannot load',
    route: editResume(),
    account: 'cand-full',
    fault: '500:/resume/detail',
    toast: true,
    shows: (page) => page.getByText('简历加载失败'),
  },
  {
    page: 'edit resume',
    state: 'error',
    note: 'saved empty: every required field says what is missing',
    route: editResume('shop'),
    account: 'cand-new',
    shows: (page) => page.getByRole('heading', { name: '填写简历' }),
    then: async (page) => {
      await page.getByRole('button', { name: '保存简历' }).click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },

  // Delivery (rule CAND-5) with the online resume and the upload.
  {
    page: 'delivery',
    state: 'loading',
    route: delivery,
    account: 'cand-full',
    holdCalls: JOB_DETAIL_CALL,
    shows: (page) => page.getByRole('region', { name: '投递职位' }).locator('.ant-skeleton'),
  },
  {
    page: 'delivery',
    state: 'filled',
    note: 'online resume',
    route: delivery,
    account: 'cand-full',
    shows: (page) => page.getByText('简历预览'),
  },
  {
    page: 'delivery',
    state: 'filled',
    note: 'signed out',
    route: delivery,
    shows: (page) => page.getByRole('button', { name: '登录后投递' }),
  },
  {
    page: 'delivery',
    state: 'filled',
    note: 'upload tab',
    route: delivery,
    account: 'cand-new',
    shows: (page) => page.getByRole('tab', { name: '上传附件简历' }),
    then: openUploadTab,
  },
  {
    page: 'delivery',
    state: 'loading',
    note: 'the uploaded resume is being parsed',
    route: delivery,
    account: 'cand-new',
    // The upload is held: it waits for its answer until the check is done.
    holdCalls: '/resume/parse',
    shows: (page) => page.getByRole('tab', { name: '上传附件简历' }),
    placeholder: (page) => page.getByRole('progressbar', { name: '简历解析进度' }),
    then: async (page) => {
      await openUploadTab(page);
      await page.locator('input[type=file]').setInputFiles(resumeFile('李新-简历.pdf'));
    },
  },
  {
    page: 'delivery',
    state: 'error',
    note: 'the resume cannot be parsed',
    route: delivery,
    account: 'cand-new',
    shows: (page) => page.getByRole('tab', { name: '上传附件简历' }),
    then: async (page) => {
      await openUploadTab(page);
      await page.locator('input[type=file]').setInputFiles(resumeFile('李新-简历-error3.pdf'));
      await expect(page.getByText('简历解析失败')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    page: 'delivery',
    state: 'empty',
    note: 'no online resume yet',
    route: delivery,
    account: 'cand-new',
    shows: (page) => page.getByText('您还没有在线简历，填写后即可投递'),
  },
  {
    page: 'delivery',
    state: 'error',
    note: 'the job cannot load',
    route: delivery,
    account: 'cand-full',
    fault: `500:${JOB_DETAIL_CALL}`,
    shows: (page) => page.getByText('职位信息加载失败'),
  },
  {
    page: 'delivery (school)',
    state: 'filled',
    route: `candidate/school/deliverySchoolResume?id=${SCHOOL_JOB}`,
    account: 'cand-campus',
    shows: (page) => page.getByRole('tab', { name: /在线简历/ }),
  },

  // Quick registration (rule CAND-6).
  {
    page: 'registration',
    state: 'loading',
    route: registration,
    account: 'cand-full',
    holdCalls: JOB_DETAIL_CALL,
    shows: (page) => page.getByRole('region', { name: '报名职位' }).locator('.ant-skeleton'),
  },
  {
    page: 'registration',
    state: 'filled',
    route: registration,
    account: 'cand-full',
    shows: (page) => page.getByRole('region', { name: '报名职位' }).getByRole('article'),
  },
  {
    page: 'registration',
    state: 'empty',
    note: 'signed out, no job',
    route: 'candidate/shop/applyRegistration',
    shows: (page) => page.getByRole('button', { name: '登录并提交' }),
  },
  {
    page: 'registration',
    state: 'error',
    note: 'submitted empty: every required field says what is missing',
    route: 'candidate/shop/applyRegistration',
    shows: (page) => page.getByRole('button', { name: '登录并提交' }),
    then: async (page) => {
      await page.getByRole('textbox', { name: '姓名' }).fill('');
      await page.getByRole('button', { name: '登录并提交' }).click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    page: 'registration',
    state: 'error',
    note: 'the job cannot load',
    route: registration,
    account: 'cand-full',
    fault: `500:${JOB_DETAIL_CALL}`,
    shows: (page) => page.getByText('职位信息加载失败'),
  },

  // The results (rules CAND-7, CAND-8).
  {
    page: 'send result',
    state: 'filled',
    route: `candidate/social/sendResult?id=${JOB}`,
    account: 'cand-full',
    shows: (page) => page.getByRole('heading', { name: '投递成功' }),
  },
  {
    page: 'registration result',
    state: 'filled',
    route: `candidate/social/registrationResult?id=${JOB}`,
    account: 'cand-full',
    shows: (page) => page.getByRole('heading', { name: '报名成功' }),
  },
  {
    page: 'registration result',
    state: 'filled',
    note: 'registered before',
    route: `candidate/shop/registrationResult?id=PD10001&status=1`,
    account: 'cand-full',
    shows: (page) => page.getByRole('heading', { name: '您已报名过该职位' }),
  },
];

test.describe('accessibility of the resume and delivery pages in every state (issue 10)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});

test('edit resume: every text box, picker and choice of the form has an accessible name', async ({
  page,
  gotoRoute,
  loginAs,
}) => {
  await loginAs('cand-full');
  await gotoRoute('candidate', 'editResume', 'social', { type: 'edit' });
  await expect(page.locator('form').getByLabel('姓名', { exact: true })).toHaveValue('张晓明');
  const unlabelled = await page
    .locator('form input:not([type=hidden]):not([type=file]), form textarea')
    .evaluateAll((els) =>
      els
        .filter(
          (el) =>
            !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'),
        )
        .map((el) => el.outerHTML),
    );
  expect(unlabelled).toEqual([]);
});

test('the resume form can be filled and saved with the keyboard alone', async ({ page, gotoRoute, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('cand-full');
  await gotoRoute('candidate', 'editResume', 'social', { type: 'edit' });
  const name = page.locator('form').getByLabel('姓名', { exact: true });
  await expect(name).toHaveValue('张晓明');
  await name.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('张晓明明');
  // Tab onwards from the last text field to the save button and press it.
  await page.getByRole('textbox', { name: '自我评价' }).focus();
  const save = page.getByRole('button', { name: '保存简历' });
  for (let i = 0; i < 30 && !(await save.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('简历保存成功')).toBeVisible();
});
