import { expect, type Locator, type Page } from '@playwright/test';

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

/** The figure beside a label in a definition list (the staff home card, the header's user card). */
export function figureOf(region: Locator, label: string): Locator {
  return region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The current points on the staff home card, once shown (the page must be staff home). */
export async function homeCardPoints(page: Page): Promise<string> {
  const current = figureOf(page.getByRole('region', { name: '我的内推' }), '当前积分');
  await expect(current).toHaveText(/^\d+$/);
  return (await current.innerText()).trim();
}

/** Opens the staff header's user card (a hover menu) and resolves with it (issue 19). */
export async function openUserCard(page: Page): Promise<Locator> {
  const card = page.getByRole('region', { name: '我的内推概况' });
  await expect(async () => {
    await page.getByRole('button', { name: '用户菜单' }).hover({ timeout: 2_000 });
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return card;
}
