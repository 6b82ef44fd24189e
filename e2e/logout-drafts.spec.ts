import { MOCK_DB_STORAGE_KEY } from '../src/mocks/db-key';
import { BASE, expect, test } from './fixtures';
import { signInOnSso } from './helpers/sso';
import { pickUserMenuItem } from './helpers/user-menu';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/** Issue 18 (b): personal data leaves with its owner (docs/decisions/052). */

/** Values no seed holds, so finding one in storage can only mean it was kept. */
const TYPED = { email: 'leftover-1729@example.com', position: '夜班值守专员甲', school: '遗留测试大学' };

/** Every key and value of local and session storage, except the mock backend's own database (it is "the server"). */
async function storedText(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate((mockDbKey) => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .filter((key) => key !== mockDbKey)
        .map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  }, MOCK_DB_STORAGE_KEY);
}

test('a candidate types into the resume form and logs out: nothing typed stays; the next user is offered no draft', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(60_000);
  await loginAs('cand-new');
  await gotoRoute('candidate', 'editResume', 'social', { type: 'edit' });
  await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();
  const form = page.locator('form');
  await form.getByLabel('邮箱', { exact: true }).fill(TYPED.email);
  await form.getByLabel('期望职位', { exact: true }).fill(TYPED.position);
  await form.getByRole('group', { name: '教育经历 1' }).getByLabel('学校名称', { exact: true }).fill(TYPED.school);
  // The draft is written while typing (decisions 13).
  await expect.poll(() => storedText(page)).toContain(TYPED.school);

  await pickUserMenuItem(page, '退出登录', async () => new URL(page.url()).pathname === `${BASE}/candidate/home`);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const left = await storedText(page);
  for (const value of Object.values(TYPED)) expect(left, value).not.toContain(value);
  expect(left).not.toMatch(/draft:/);

  // The next person (no social resume, no server draft of their own) signs in on the same browser and opens the form.
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await signInOnSso(page, '赵雨桐');
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
  await gotoRoute('candidate', 'editResume', 'social', { type: 'edit' });
  await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();
  await expect(form.getByLabel('邮箱', { exact: true })).not.toHaveValue(TYPED.email);
  await expect(page.getByText(DRAFT_TEXT.restored)).toHaveCount(0);
});

test("a visitor's registration draft is not offered to someone who signs in from the header", async ({ page, gotoRoute }) => {
  await gotoRoute('candidate', 'applyRegistration', 'social');
  await expect(page.getByRole('heading', { name: '报名登记' })).toBeVisible();
  await page.getByLabel('姓名', { exact: true }).fill('访客甲乙');
  await expect.poll(() => storedText(page)).toContain('访客甲乙');

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await signInOnSso(page, '李新');
  await expect(page.getByRole('heading', { name: '报名登记' })).toBeVisible();
  await expect(page.getByText(DRAFT_TEXT.restored)).toHaveCount(0);
  await expect(page.getByLabel('姓名', { exact: true })).not.toHaveValue('访客甲乙');
  expect(await storedText(page)).not.toContain('访客甲乙');
});
