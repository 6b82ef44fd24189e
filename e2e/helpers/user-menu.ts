import { expect, type Page } from '@playwright/test';

/**
 * Picks an item of the header's user menu (an antd hover dropdown). On a busy machine a click can land
 * while the menu is still opening or closing, so it is retried until the page has reacted (`done`).
 */
export async function pickUserMenuItem(page: Page, item: string, done: () => Promise<boolean>): Promise<void> {
  const trigger = page.getByRole('button', { name: '用户菜单' });
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (await done()) return;
    if (!(await menuItem.isVisible())) await trigger.hover({ timeout: 2_000 });
    await menuItem.click({ timeout: 2_000 });
    await expect.poll(done, { timeout: 3_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}
