import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the focus with Tab alone (Shift+Tab with `backwards`) until `target` has it, as a keyboard user does; fails
 * when it is not reached within `max` presses (the element is not in the tab order, or a focus trap holds the focus).
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}
