import type { Page, Request } from '@playwright/test';

/** How long no request may start before the network counts as quiet: a few frames for what an answer triggers. */
const QUIET_MS = 100;

/**
 * Resolves once every request the page has started (since `watchNetwork` began) is answered and none started for
 * QUIET_MS. Playwright's `networkidle` waits a fixed 500 ms after the last request; this waits for the requests.
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void>; stop: () => void } {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  let wake: (() => void) | undefined;
  const onStart = (request: Request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const onEnd = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
    wake?.();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const stop = () => {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  };
  const quiet = async () => {
    for (;;) {
      if (pending.size === 0) {
        const idleFor = Date.now() - lastActivity;
        if (idleFor >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS - idleFor));
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    }
  };
  return { quiet, stop };
}
