import type { Page } from '@playwright/test';
import { BASE, expect, test, type DemoAccountId } from '../fixtures';

/**
 * The wrong-shape table of the e2e suite (issue 10): served as a built bundle with every API answer replaced by a well-formed envelope around the
 * wrong data (`data` null, `{}`, `[]`, a string, a list object whose `list` is null), each built page shows
 * its error or empty state — never the crash screen "服务异常", never an uncaught error.
 */

export const SHAPE_FAULTS = ['shape-null', 'shape-object', 'shape-array', 'shape-string', 'shape-list-null'] as const;

export interface PageCase {
  page: string;
  route: string;
  account: DemoAccountId;
  /** The state the page shows when its answers are of the wrong shape: an error (with 重试) or an empty one. */
  state: (page: Page) => ReturnType<Page['getByText']>;
}

export const errorOrEmpty = (error: string, empty?: string) => (page: Page) =>
  empty ? page.getByText(error).or(page.getByText(empty)) : page.getByText(error);

/** One test per page: each wrong shape in turn shows the page's error or empty state, never the crash screen. */
export function wrongShapeTests(PAGES: PageCase[]): void {
  test.describe('wrong-shaped answers on the built pages', () => {
    for (const def of PAGES) {
      test(`${def.page}: every answer of the wrong shape → its error or empty state, never the crash screen`, async ({
        page,
        loginAs,
      }) => {
        const uncaught: string[] = [];
        page.on('pageerror', (error) => uncaught.push(error.message));
        await loginAs(def.account);
        for (const fault of SHAPE_FAULTS) {
          const separator = def.route.includes('?') ? '&' : '?';
          await page.goto(`${BASE}/${def.route}${separator}mockFault=${fault}:*`);
          await expect(def.state(page).first(), fault).toBeVisible();
          await expect(page.getByText('服务异常'), fault).toHaveCount(0);
        }
        expect(uncaught).toEqual([]);
      });
    }
  });
}
