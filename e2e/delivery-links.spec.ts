import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { back } from './helpers/history';
import { expectOnSso, signInOnSso } from './helpers/sso';
import { pickSelect, pickTree } from './resume-form-helpers';

/**
 * Issue 21, Build 6: the pages a candidate reaches from links rather than from a button of the portal.
 * - `deliveryTransfer?id&positionId[&recruitType]`, the target of shared and app links (rule CAND-19): it forwards,
 *   replacing itself, to the delivery page of the job's recruit type (school: `deliverySchoolResume`, which needs
 *   login), or to the job list without a job.
 * - `registrationResult?id&status`, where a registration link (`applyRegistration?id`, rule CAND-16) ends: "报名成功",
 *   "您已报名过该职位" (status 1) or "信息已保存" (status 3, rule CAND-17). A first store registration of a new
 *   candidate is apply.spec.ts (f); here a graduate registers for a campus job, then again, then for one of its kind.
 */

const SOCIAL_JOB = { id: 'PD20001', positionId: 'POS-social-01' };
const SHOP_JOB = { id: 'PD10001', positionId: 'POS-shop-01' };
/** School jobs of no special session (job names repeat, ids do not); the second is of the same kind as the first. */
const CAMPUS_JOB = { id: 'PD30002', positionId: 'POS-school-02', name: '储备店长（校招）' };
const SAME_KIND_JOB = { id: 'PD30042', name: '储备店长（校招）' };

/** The job shown on the delivery page (its card's heading). */
const deliveryJob = (page: Page) => page.getByRole('region', { name: '投递职位' }).getByRole('heading', { level: 2 });

test.describe('deliveryTransfer', () => {
  test('a shared delivery link opens the job’s delivery page, and Back returns to where the link was opened', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    await loginAs('cand-full');
    await gotoRoute('candidate', 'home');
    await expect(page.getByRole('heading', { name: '加入我们，让每一天的生活更美好', level: 1 })).toBeVisible();
    await gotoRoute('candidate', 'deliveryTransfer', 'social', { id: SOCIAL_JOB.id, positionId: SOCIAL_JOB.positionId });

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `${BASE}/candidate/social/deliveryResume` &&
        url.searchParams.get('id') === SOCIAL_JOB.id &&
        url.searchParams.get('positionId') === SOCIAL_JOB.positionId,
    );
    await expect(page.getByRole('heading', { name: '投递简历', level: 1 })).toBeVisible();
    await expect(deliveryJob(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: /使用在线简历投递/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: '确认投递' })).toBeEnabled();

    // The forwarding page replaced itself: Back does not land on it (and bounce forward again).
    await back(page);
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/home`);
    await expect(page.getByRole('heading', { name: '加入我们，让每一天的生活更美好', level: 1 })).toBeVisible();
  });

  test('an app link naming the store recruit type opens the store delivery page', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('cand-full');
    await gotoRoute('candidate', 'deliveryTransfer', 'social', {
      id: SHOP_JOB.id,
      positionId: SHOP_JOB.positionId,
      recruitType: 'shop',
    });

    await expect(page).toHaveURL(
      (url) => url.pathname === `${BASE}/candidate/shop/deliveryResume` && url.searchParams.get('id') === SHOP_JOB.id,
    );
    await expect(page.getByRole('heading', { name: '投递简历', level: 1 })).toBeVisible();
    await expect(deliveryJob(page)).toHaveText('门店店长');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '门店招聘' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a campus delivery link sends a signed-out graduate through sign-in to the campus delivery page', async ({
    page,
    gotoRoute,
  }) => {
    await gotoRoute('candidate', 'deliveryTransfer', 'school', { id: CAMPUS_JOB.id, positionId: CAMPUS_JOB.positionId });
    const sso = await expectOnSso(page);
    expect(new URL(sso.returnTo, 'http://x').pathname).toBe(`${BASE}/candidate/school/deliveryTransfer`);
    await signInOnSso(page, '赵雨桐');

    await expect(page).toHaveURL(
      (url) => url.pathname === `${BASE}/candidate/school/deliverySchoolResume` && url.searchParams.get('id') === CAMPUS_JOB.id,
    );
    await expect(page.getByRole('heading', { name: '投递简历', level: 1 })).toBeVisible();
    await expect(deliveryJob(page)).toHaveText(CAMPUS_JOB.name);
    // Signed in now: the graduate's campus resume is ready to deliver.
    const preview = page.getByRole('tabpanel', { name: /使用在线简历投递/ });
    await expect(preview.getByRole('row', { name: /姓名 赵雨桐/ })).toBeVisible();
    await expect(preview.getByRole('button', { name: '确认投递' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('150****2222');
  });

  test('a delivery link without a job opens the job list', async ({ page, gotoRoute }) => {
    await gotoRoute('candidate', 'deliveryTransfer', 'social');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/social/job`);
    await expect(page.getByRole('heading', { name: '社会招聘职位', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  });
});

/** The application records' rows, or the row of one job. */
const records = (page: Page, jobId = '') =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.locator(`a[href*="jobDetail?id=${jobId}"]`) });

/** Fills the short registration form (name and phone come from the account) and submits it. */
async function register(page: Page, expectedPosition: string): Promise<void> {
  const form = page.locator('form');
  await expect(page.getByRole('heading', { name: '报名登记', level: 1 })).toBeVisible();
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('赵雨桐');
  await expect(form.getByLabel('手机号码', { exact: true })).toHaveValue('15000002222');
  await form.getByLabel('女', { exact: true }).check();
  await form.getByLabel('邮箱', { exact: true }).fill('zhaoyutong@example.com');
  await pickTree(page, '所在城市', '武汉', '武汉市');
  await pickSelect(page, '最高学历', '本科');
  await form.getByLabel('意向职位', { exact: true }).fill(expectedPosition);
  await form.getByRole('button', { name: '提交报名' }).click();
}

/** The registration result page is shown for the job, with this outcome. */
async function expectRegistrationResult(page: Page, jobId: string, title: string, subTitle: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === `${BASE}/candidate/school/registrationResult` && url.searchParams.get('id') === jobId,
  );
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(subTitle)).toBeVisible();
}

test('registrationResult: a graduate registers for a campus job, again for it, then for one of its kind', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(90_000);
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'applyRegistration', 'school', { id: CAMPUS_JOB.id });
  await expect(page.getByRole('region', { name: '报名职位' }).getByRole('heading', { name: CAMPUS_JOB.name })).toBeVisible();
  await register(page, '储备干部');
  await expectRegistrationResult(
    page,
    CAMPUS_JOB.id,
    '报名成功',
    `已报名「${CAMPUS_JOB.name}」。招聘专员会尽快与您联系，请保持电话畅通。`,
  );
  await page.getByRole('button', { name: '查看投递记录' }).click();
  await expect(page.getByRole('heading', { name: '投递记录', level: 1 })).toBeVisible();
  // The two special-session applications of the seed and this one.
  await expect(records(page)).toHaveCount(3);
  await expect(records(page, CAMPUS_JOB.id)).toContainText('官网投递');

  // The same link again: registered already, nothing is delivered twice.
  await gotoRoute('candidate', 'applyRegistration', 'school', { id: CAMPUS_JOB.id });
  await register(page, '储备干部');
  await expectRegistrationResult(
    page,
    CAMPUS_JOB.id,
    '您已报名过该职位',
    '您的报名信息已更新，请勿重复报名，可在投递记录中查看进度。',
  );

  // A job of the same kind within 90 days: the facts are saved to the resume, but not delivered.
  await gotoRoute('candidate', 'applyRegistration', 'school', { id: SAME_KIND_JOB.id });
  await register(page, '门店管理培训生');
  await expectRegistrationResult(
    page,
    SAME_KIND_JOB.id,
    '信息已保存',
    '您近期已投递过相似职位，本次未重复投递；报名信息已更新到您的简历。',
  );
  await page.getByRole('button', { name: '完善简历' }).click();
  await expect(page.getByRole('heading', { name: '编辑简历', level: 1 })).toBeVisible();
  await expect(page.locator('form').getByLabel('期望职位', { exact: true })).toHaveValue('门店管理培训生');

  await gotoRoute('candidate', 'applyForTheRecord', 'school');
  await expect(records(page, CAMPUS_JOB.id)).toBeVisible();
  await expect(records(page)).toHaveCount(3);
  await expect(records(page, SAME_KIND_JOB.id)).toHaveCount(0);
});
