import { expect, type Page } from '@playwright/test';
import { MOCK_PUBLISHED_STORAGE_KEY, type PublishRequest } from '../../src/mocks/published-key';

/** The mock backend publishes a job matching `request` now (test-only switch, src/mocks/published-positions.ts). */
export async function publishJob(page: Page, request: PublishRequest): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      const current = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown[];
      window.localStorage.setItem(key, JSON.stringify([...current, JSON.parse(value)]));
    },
    [MOCK_PUBLISHED_STORAGE_KEY, JSON.stringify(request)] as const,
  );
}

/**
 * Waits until every saved search of the page's user knows the jobs it had when saved or opened (its `seenIds`): only
 * then is a job published afterwards "new" for it.
 */
export async function savedSearchesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('savedSearches:'))
          .every((key) =>
            (JSON.parse(localStorage.getItem(key) ?? '[]') as { seenIds: unknown }[]).every((s) => s.seenIds !== null),
          ),
      ),
    )
    .toBe(true);
}
