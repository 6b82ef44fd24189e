import type { Page } from '@playwright/test';

/** Local-storage key of the mock backend's fault switches (src/mocks/faults.ts). */
export const MOCK_FAULTS_KEY = 'mockFaults';

/** The position list call (POSITION_PATHS.list): matches only the list, not hot words or trees. */
export const POSITION_LIST_MATCH = 'v1/position_demand';

/** Switches every fault off, as QA would by hand (the handlers read local storage on every call). */
export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate((key) => window.localStorage.removeItem(key), MOCK_FAULTS_KEY);
}

/** The active fault switches as stored. */
export async function storedFaults(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown, MOCK_FAULTS_KEY);
}
