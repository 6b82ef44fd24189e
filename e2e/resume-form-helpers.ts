import { expect, type Page } from '@playwright/test';

/** Picks an option of the antd Select labelled `label` (the dropdown renders in a portal). */
export async function pickSelect(page: Page, label: string, option: string, scope = page.locator('form')): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // Playwright clicks the option the instant the list appears; on a busy machine that click can land while the
  // list is still opening and go unnoticed (no person is that fast). Open and pick again until the list closes.
  await expect(async () => {
    if ((await dropdown.count()) === 0) await scope.getByLabel(label, { exact: true }).click();
    await dropdown.getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks a node of the antd TreeSelect labelled `label`, searching for it first. */
export async function pickTree(page: Page, label: string, search: string, option: string): Promise<void> {
  const box = page.locator('form').getByLabel(label, { exact: true });
  const field = box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // As in pickSelect: a click that lands while the list is still opening goes unnoticed; pick again until the
  // field shows the choice.
  await expect(async () => {
    if ((await dropdown.count()) === 0) await box.click();
    await box.fill(search);
    await dropdown.getByTitle(option, { exact: true }).first().click({ timeout: 3_000 });
    await expect(field).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
}

/** Types a month (YYYY-MM) into the month picker labelled `label`. */
export async function pickMonth(page: Page, label: string, month: string, scope = page.locator('form')): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(month);
  await input.press('Enter');
  await expect(input).toHaveValue(month);
  await input.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** Fills everything a first resume needs (the name and phone come from the account). */
export async function fillRequiredResume(page: Page): Promise<void> {
  const form = page.locator('form');
  await form.getByLabel('男', { exact: true }).check();
  await pickMonth(page, '出生年月', '1998-05');
  await form.getByLabel('邮箱', { exact: true }).fill('lixin@example.com');
  await pickTree(page, '现居城市', '杭州', '杭州市');
  await form.getByLabel('工作年限', { exact: true }).fill('3');
  await pickSelect(page, '最高学历', '本科');
  await form.getByLabel('期望职位', { exact: true }).fill('产品经理');
  await pickTree(page, '期望城市', '杭州', '杭州市');
  await pickSelect(page, '求职状态', '在职，考虑机会');
  const education = form.getByRole('group', { name: '教育经历 1' });
  await education.getByLabel('学校名称', { exact: true }).fill('浙江大学');
  await education.getByLabel('专业', { exact: true }).fill('工业设计');
  await pickSelect(page, '学历', '本科', education);
  await pickMonth(page, '开始时间', '2016-09', education);
  await pickMonth(page, '结束时间', '2020-06', education);
}
