import type { Page } from '@playwright/test';
import { watchNetwork } from './network';

/**
 * Scrolls down the page a screen at a time and back to the top, the way a visitor reads it, so code and images
 * that load as they come near the screen (paging, the footer's QR code) are there; then waits until the requests
 * that started on the way are answered.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const network = watchNetwork(page);
  try {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = page.viewportSize()?.height ?? 800;
    for (let y = step; y < height + step; y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Two frames: the intersection observers of what came near the screen have run. At most a second: once, on a
      // busy machine, a page drew no frame for three minutes after a scroll (campus about, filled) and the test timed
      // out here; its checks still run then, on the page as it stands.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 1000);
          }),
      );
    }
    await network.quiet();
  } finally {
    network.stop();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
