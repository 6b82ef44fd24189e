import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const SERIOUS = ['serious', 'critical'];

test('edit resume has no serious accessibility violation and every field is labelled', async ({ page, gotoRoute, loginAs }) => {
  await loginAs('cand-full');
  await gotoRoute('candidate/social/editResume?type=edit');
  await expect(page.getByRole('heading', { name: '编辑简历' })).toBeVisible();
  await expect(page.locator('form').getByLabel('姓名', { exact: true })).toHaveValue('张晓明');

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => SERIOUS.includes(v.impact ?? ''));
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Every text box, picker and choice of the form has an accessible name.
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

test('the delivery page has no serious accessibility violation', async ({ page, gotoRoute, loginAs }) => {
  await loginAs('cand-full');
  await gotoRoute('candidate/social/job');
  await page.locator('article').first().getByRole('link').first().click();
  await page.getByRole('button', { name: '投递简历' }).click();
  await expect(page.getByText('简历预览')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => SERIOUS.includes(v.impact ?? ''));
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the resume form can be filled and saved with the keyboard alone', async ({ page, gotoRoute, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('cand-full');
  await gotoRoute('candidate/social/editResume?type=edit');
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
