import type { Locator, Page } from '@playwright/test';

/** antd's message toasts (the error toasts of the HTTP client). */
export function toasts(page: Page): Locator {
  return page.locator('.ant-message-notice');
}

/** The toast showing exactly this text. */
export function toast(page: Page, text: string): Locator {
  return toasts(page).filter({ has: page.getByText(text, { exact: true }) });
}

/**
 * From the next page load on, records when a toast with this text enters the page: the page's own clock, taken by a
 * mutation observer in the task that adds it. A check made from the test (a poll, or a function waited for once
 * `goto` returns) can notice a toast a second or more late on a busy machine, and make what follows it look shorter.
 * @returns the times (ms since the epoch) at which such a toast was added, in order.
 */
export async function recordToastShown(page: Page, text: string): Promise<number[]> {
  const times: number[] = [];
  await page.exposeFunction('__toastShown', (at: number) => times.push(at));
  await page.addInitScript((wanted) => {
    const report = (window as unknown as { __toastShown: (at: number) => void }).__toastShown;
    const observer = new MutationObserver((records) => {
      const added = records.some((record) =>
        Array.from(record.addedNodes).some((node) => node.textContent?.includes(wanted) ?? false),
      );
      if (!added) return;
      observer.disconnect();
      report(Date.now());
    });
    observer.observe(document, { childList: true, subtree: true });
  }, text);
  return times;
}
