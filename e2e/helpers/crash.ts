import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { CRASH_LOADING_LABEL, CRASH_TITLE } from '../../src/app/crash/crash-text';

/** The crash screen's title (rule CRASH-1). */
export function crashTitle(page: Page) {
  return page.getByText(CRASH_TITLE, { exact: true });
}

/** No crash screen, nor its skeleton while antd's Result loads (a crash shows that first). */
export async function expectNoCrashScreen(page: Page, message?: string): Promise<void> {
  await expect(crashTitle(page), message).toHaveCount(0);
  await expect(page.getByRole('status', { name: CRASH_LOADING_LABEL }), message).toHaveCount(0);
}
