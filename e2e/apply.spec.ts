import { expect, newCandidateJourney, startDelivery, test } from './fixtures';
import { back } from './helpers/history';
import { fillRequiredResume, pickSelect, pickTree } from './resume-form-helpers';

newCandidateJourney(
  'c',
  'social',
  'a new candidate fills the resume, delivers, and finds the application',
  async ({ page, openFirstJob, recruitType }) => {
    const jobName = await openFirstJob(recruitType);
    await startDelivery(page);
    await page.getByRole('button', { name: '填写在线简历' }).click();
    await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();

    // The account's name and phone are prefilled; a too-long name pasted in is cut at its limit of 20 Chinese
    // characters (rule VAL-22), so the length message never has to show.
    const name = page.locator('form').getByLabel('姓名', { exact: true });
    await expect(name).toHaveValue('李新');
    await name.fill('这是一个非常非常非常非常非常非常非常长的名字超过二十个汉字啊');
    await name.blur();
    await expect(name).toHaveValue('这是一个非常非常非常非常非常非常非常长的');
    await expect(page.getByText('限制输入20个汉字或者40个英文&字母')).toBeHidden();
    await name.fill('李新');

    await fillRequiredResume(page);
    await page.getByRole('button', { name: '保存并继续投递' }).click();
    await expect(page.getByText('简历保存成功')).toBeVisible();

    await expect(page.getByText('简历已保存，请确认投递信息')).toBeVisible();
    await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: '确认投递' }).click();

    await expect(page.getByRole('heading', { name: '投递成功' })).toBeVisible();
    await expect(page.getByText(`您的简历已投递至「${jobName}」`)).toBeVisible();
    await page.getByRole('button', { name: '查看投递记录' }).click();

    const row = page.getByRole('row').filter({ hasText: jobName });
    await expect(row).toBeVisible();
    await expect(row).toContainText('官网投递');

    // Delivering again to the same job answers send status 1.
    await back(page);
    await expect(page.getByRole('heading', { name: '投递成功' })).toBeVisible();
    await back(page);
    await expect(page.getByRole('heading', { name: '投递简历' })).toBeVisible();
    await page.getByRole('button', { name: '确认投递' }).click();
    await expect(page.getByText('您已投递过该职位，请勿重复投递')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看投递记录' })).toBeVisible();
  },
);

test('a signed-out visitor is sent through sign-in and comes back to the same delivery step', async ({ page, openFirstJob }) => {
  const jobName = await openFirstJob('social');
  await page.getByRole('button', { name: '投递简历' }).click();
  await page.waitForURL(/\/social\/deliveryResume\?/);
  const positionDemandId = new URL(page.url()).searchParams.get('id') ?? '';

  await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '登录后投递' }).click();
  await page.waitForURL(/\/mock-sso\/authorize/);
  await page.getByRole('button', { name: /以此身份登录：张晓明/ }).click();

  await page.waitForURL(
    (url) => url.pathname.endsWith('/social/deliveryResume') && url.searchParams.get('id') === positionDemandId,
  );
  await expect(page.getByRole('heading', { name: jobName, level: 2 })).toBeVisible();
  await expect(page.getByText('简历预览')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认投递' })).toBeEnabled();
});

test('(f) quick registration for a store job: a short form, then the result and the record', async ({
  page,
  gotoRoute,
  loginAs,
  openFirstJob,
}) => {
  test.setTimeout(90_000);
  await loginAs('cand-new');
  const jobName = await openFirstJob('shop');
  const url = new URL(page.url());
  await gotoRoute('candidate', 'applyRegistration', 'shop', { id: url.searchParams.get('id') ?? undefined });

  const form = page.locator('form');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('李新');
  await form.getByLabel('女', { exact: true }).check();
  await form.getByLabel('邮箱', { exact: true }).fill('lixin@example');
  await form.getByLabel('邮箱', { exact: true }).blur();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await form.getByLabel('邮箱', { exact: true }).fill('lixin@example.com');
  await pickTree(page, '所在城市', '杭州', '杭州市');
  await pickSelect(page, '最高学历', '高中/中专');
  await form.getByLabel('意向职位', { exact: true }).fill('收银员');
  await page.getByRole('button', { name: '提交报名' }).click();

  await expect(page.getByRole('heading', { name: '报名成功' })).toBeVisible();
  await expect(page.getByText(`已报名「${jobName}」`)).toBeVisible();
  await page.getByRole('button', { name: '查看投递记录' }).click();
  await expect(page.getByRole('row').filter({ hasText: jobName })).toContainText('官网投递');
});
