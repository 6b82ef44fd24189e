import type { Page } from '@playwright/test';

/** Where the kept screenshots live: the README and the product rules show them. */
export const SCREENSHOT_DIR = 'docs/screenshots';

/** Screenshots are taken only when asked for (`SCREENSHOTS=1`), so `npm test` leaves the tree as it found it. */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/** A full-page screenshot of the page as it is now, written to docs/screenshots/{name}.png when asked for. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}
