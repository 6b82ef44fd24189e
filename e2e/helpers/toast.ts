import type { Locator, Page } from '@playwright/test';

/** antd's message toasts (the error toasts of the HTTP client). */
export function toasts(page: Page): Locator {
  return page.locator('.ant-message-notice');
}

/** The toast showing exactly this text. */
export function toast(page: Page, text: string): Locator {
  return toasts(page).filter({ has: page.getByText(text, { exact: true }) });
}
