import { expect, newCandidateJourney } from './fixtures';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';

newCandidateJourney(
  'e',
  'shop',
  'a half-filled resume survives a 401 and the sign-in round trip',
  async ({ page, gotoRoute, recruitType }) => {
    await gotoRoute('candidate', 'editResume', recruitType, { type: 'edit' });
    await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();

    const form = page.locator('form');
    await form.getByLabel('邮箱', { exact: true }).fill('lixin@example.com');
    await form.getByLabel('期望职位', { exact: true }).fill('门店店长');
    const education = form.getByRole('group', { name: '教育经历 1' });
    await education.getByLabel('学校名称', { exact: true }).fill('浙江大学');

    // From now on every call answers 401; the next autosave of the draft meets it.
    await page.evaluate(() => localStorage.setItem('mockFaults', JSON.stringify([{ match: '*', kind: '401' }])));
    await form.getByRole('textbox', { name: '自我评价' }).fill('踏实肯干，');
    await expect(page.getByText(HTTP_MESSAGES.unauthorized)).toBeVisible({ timeout: 10_000 });
    await page.waitForURL(/\/mock-sso\/authorize/, { timeout: 10_000 });

    await page.evaluate(() => localStorage.removeItem('mockFaults'));
    await page.getByRole('button', { name: /以此身份登录：李新/ }).click();

    await page.waitForURL(new RegExp(`/candidate/${recruitType}/editResume\\?type=edit`));
    await expect(page.getByText('已为您恢复上次未提交的内容')).toBeVisible();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('lixin@example.com');
    await expect(form.getByLabel('期望职位', { exact: true })).toHaveValue('门店店长');
    await expect(education.getByLabel('学校名称', { exact: true })).toHaveValue('浙江大学');
    await expect(form.getByRole('textbox', { name: '自我评价' })).toHaveValue('踏实肯干，');

    // "放弃草稿" goes back to the saved state (here: a fresh resume).
    await page.getByRole('button', { name: '放弃草稿' }).click();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('');
    await expect(page.getByText('已为您恢复上次未提交的内容')).toBeHidden();
  },
);
