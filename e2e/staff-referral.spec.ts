import type { Page } from '@playwright/test';
import { expect, test, type GotoRoute } from './fixtures';
import { confirmPopconfirm } from './helpers/popconfirm';
import { expectOnSso, signInOnSso } from './helpers/sso';
import { fillRequiredResume } from './resume-form-helpers';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 12 (b), (c), (g): staff-wang refers a new friend to a job, keeps the friends' resumes (edit, delete), and a
 * half-filled friend's resume survives a 401 and the sign-in round trip.
 */

const FRIEND = { name: '钱多多', phone: '13912345678', masked: '139****5678' };

/** From the staff job list to the referral page of its first job; resolves with the job's name. */
async function referFirstJob(page: Page, gotoRoute: GotoRoute): Promise<string> {
  await gotoRoute('staff', 'job', undefined, { activeKey: 'social' });
  const firstJob = page.getByRole('main').locator('article').first();
  const jobName = (await firstJob.getByRole('heading').first().innerText()).trim();
  await firstJob.getByRole('link', { name: jobName }).click();
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '推荐好友' }).click();
  await expect(page).toHaveURL(/\/staff\/social\/deliveryResume\?id=/);
  await expect(page.getByRole('heading', { name: '推荐好友', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
  return jobName;
}

test('(b) staff-wang refers a new friend to a job, finds the referral, and the same phone again offers that resume', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(120_000);
  await loginAs('staff-wang');
  const jobName = await referFirstJob(page, gotoRoute);

  await page.getByRole('tab', { name: /新建好友简历/ }).click();
  const form = page.locator('form');
  await form.getByLabel('姓名', { exact: true }).fill(FRIEND.name);
  // A wrong phone is rejected next to the field first.
  const phone = form.getByLabel('手机号码', { exact: true });
  await phone.fill('1391234');
  await phone.blur();
  await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
  await phone.fill(FRIEND.phone);
  await expect(form.getByText('请输入正确的手机号码')).toBeHidden();
  await fillRequiredResume(page);
  await form.getByRole('button', { name: '保存简历' }).click();

  await expect(page.getByText('好友简历已保存', { exact: true })).toBeVisible();
  await expect(page.getByText('好友简历已保存，请确认推荐')).toBeVisible();
  await expect(page.getByText(`已选择：${FRIEND.name}（${FRIEND.masked}）`)).toBeVisible();
  await page.getByRole('button', { name: '确认推荐' }).click();

  await expect(page.getByRole('heading', { name: '推荐成功' })).toBeVisible();
  await expect(page.getByText(`已将好友${FRIEND.name}的简历推荐至「${jobName}」。`)).toBeVisible();
  await page.getByRole('button', { name: '查看我的推荐' }).click();
  await expect(page.getByRole('heading', { name: '我的推荐', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: FRIEND.name });
  await expect(row).toContainText(jobName);
  await expect(row).toContainText(FRIEND.masked);
  await expect(row).toContainText('简历筛选');

  // The same friend again: the phone finds the resume just made, offered instead of a duplicate.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '推荐好友', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /新建好友简历/ }).click();
  await form.getByLabel('手机号码', { exact: true }).fill(FRIEND.phone);
  const offer = page.getByRole('alert').filter({ hasText: `手机号 ${FRIEND.masked} 已有好友简历，无需重复创建` });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '使用该简历推荐' }).click();
  await expect(page.getByRole('tab', { name: /选择已有简历/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`已选择：${FRIEND.name}（${FRIEND.masked}）`)).toBeVisible();
  // Referred already: the server answers send status 1, and the page says so.
  await page.getByRole('button', { name: '确认推荐' }).click();
  await expect(page.getByText('该好友已推荐过此职位，请勿重复推荐')).toBeVisible();
});

test('(c) staff-wang edits a friend’s resume, then deletes it after confirming', async ({ page, loginAs, gotoRoute }) => {
  test.setTimeout(90_000);
  await loginAs('staff-wang');
  await gotoRoute('staff', 'maintainedResume');
  await expect(page.getByText('共 6 份好友简历')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '孙浩然' });
  await expect(row).toContainText('137****2222');
  await row.getByRole('link', { name: '编辑孙浩然的简历' }).click();

  await expect(page.getByRole('heading', { name: '编辑好友简历', level: 1 })).toBeVisible();
  const form = page.locator('form');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('孙浩然');
  await form.getByLabel('期望职位', { exact: true }).fill('区域经理');
  await form.getByRole('button', { name: '保存简历' }).click();
  await expect(page.getByText('好友简历已保存', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '简历管理', level: 1 })).toBeVisible();
  await expect(row).toContainText('区域经理');

  // Deleting asks first; nothing goes before the confirmation.
  await row.getByRole('button', { name: '删除孙浩然的简历' }).click();
  await expect(page.getByText('确定删除孙浩然的简历吗？')).toBeVisible();
  await expect(row).toBeVisible();
  await confirmPopconfirm(page, '删除');
  await expect(page.getByText('已删除孙浩然的简历')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('共 5 份好友简历')).toBeVisible();
  await page.reload();
  await expect(page.getByText('共 5 份好友简历')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '孙浩然' })).toHaveCount(0);
});

test('(g) a half-filled friend’s resume survives a 401 and the sign-in round trip', async ({ page, loginAs, gotoRoute }) => {
  test.setTimeout(90_000);
  await loginAs('staff-wang');
  const jobName = await referFirstJob(page, gotoRoute);
  const referUrl = new URL(page.url());
  await page.getByRole('tab', { name: /新建好友简历/ }).click();

  const form = page.locator('form');
  await form.getByLabel('姓名', { exact: true }).fill(FRIEND.name);
  await form.getByLabel('邮箱', { exact: true }).fill('qianduoduo@example.com');
  await form.getByLabel('期望职位', { exact: true }).fill('门店店长');

  // From now on every call answers 401; the phone's lookup (is this friend already kept?) meets it.
  await page.evaluate(() => localStorage.setItem('mockFaults', JSON.stringify([{ match: '*', kind: '401' }])));
  await form.getByLabel('手机号码', { exact: true }).fill(FRIEND.phone);
  await expect(page.getByText(HTTP_MESSAGES.unauthorized)).toBeVisible();
  await expectOnSso(page);

  await page.evaluate(() => localStorage.removeItem('mockFaults'));
  await signInOnSso(page, '王丽华');

  await page.waitForURL((url) => url.pathname === referUrl.pathname && url.search === referUrl.search);
  await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
  // The new resume opens where it was left, offered back.
  await expect(page.getByRole('tab', { name: /新建好友简历/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue(FRIEND.name);
  await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('qianduoduo@example.com');
  await expect(form.getByLabel('期望职位', { exact: true })).toHaveValue('门店店长');
  await expect(form.getByLabel('手机号码', { exact: true })).toHaveValue(FRIEND.phone);

  // "撤销" goes back to an empty new resume.
  await page.getByRole('button', { name: DRAFT_TEXT.undoLabel }).click();
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('');
  await expect(page.getByText(DRAFT_TEXT.restored)).toBeHidden();
});
