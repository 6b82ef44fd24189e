import type { Page } from '@playwright/test';
import { BASE, expect, test, type DemoAccountId } from '../fixtures';
import { expectNoCrashScreen } from './crash';

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

/**
 * One test per page, each page never showing the crash screen: the first page of a table meets every wrong shape in
 * turn, each other page one of them (the shapes taken in turn down the table). What each shape shows on each page is
 * proven where it is decided, against the call's schema (tests/wrong-shape-table.tsx): here the built bundle is
 * proven to keep its pages up, without loading every page five times (issue 21).
 */
export function wrongShapeTests(PAGES: PageCase[]): void {
  test.describe('wrong-shaped answers on the built pages', () => {
    PAGES.forEach((def, index) => {
      const faults = index === 0 ? SHAPE_FAULTS : [SHAPE_FAULTS[(index - 1) % SHAPE_FAULTS.length]!];
      const which = faults.length === 1 ? `an answer of the wrong shape (${faults[0]})` : 'every answer of the wrong shape';
      test(`${def.page}: ${which} → its error or empty state, never the crash screen`, async ({ page, loginAs }) => {
        const uncaught: string[] = [];
        page.on('pageerror', (error) => uncaught.push(error.message));
        await loginAs(def.account);
        for (const fault of faults) {
          const separator = def.route.includes('?') ? '&' : '?';
          await page.goto(`${BASE}/${def.route}${separator}mockFault=${fault}:*`);
          await expect(def.state(page).first(), fault).toBeVisible();
          await expectNoCrashScreen(page, fault);
        }
        expect(uncaught).toEqual([]);
      });
    });
  });
}
