import type { Page } from '@playwright/test';

/**
 * Back, as the browser's Back button does it — from the page itself. Playwright's `goBack` picks the entry before the
 * browser's current one, which can still be the entry before a pushState that just committed in the page: in one
 * fresh-clone run it went nowhere and left the page open. The caller waits for the page it went to before going back,
 * as a person does, and for the page it comes back to after.
 */
export async function back(page: Page): Promise<void> {
  await page.evaluate(() => window.history.back());
}
