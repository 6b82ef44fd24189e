import type { Page } from '@playwright/test';

/**
 * Scrolls down the page a screen at a time and back to the top, the way a visitor reads it, so code and images
 * that load as they come near the screen (paging, the footer's QR code) are there; then waits for the network.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = step; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the intersection observers of what came near the screen have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}
