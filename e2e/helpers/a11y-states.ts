import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { holdCalls, holdChunks, type HeldCalls } from './hold';
import { keepScreenshot } from './screenshot';
import { scrollThrough } from './scroll';
import { toasts } from './toast';
import type { DemoAccountId } from '../fixtures';

/** The base path of the portal (rule ROUTE-1). */
const BASE = '/recruit-web';

/** The states issue 10 asks the accessibility checks to cover on every built page. */
export type StateName = 'loading' | 'empty' | 'error' | 'filled';

/** One page in one state, as the accessibility checks open it. */
export interface PageState {
  /** The page, e.g. `job list (social)`. */
  page: string;
  state: StateName;
  /** What else sets this state apart (signed out, a menu open …). */
  note?: string;
  /** A route under the base (`candidate/social/job?keyword=x`), or an absolute path (`/mock-sso/authorize`). */
  route: string;
  /** Demo account to sign in as first. */
  account?: DemoAccountId;
  /** Loading: the API calls (URL substring) held back, so the page waits for their answer. */
  holdCalls?: string;
  /** Loading: the code chunks held back, so the placeholder of the page's code shows. */
  holdChunks?: RegExp;
  /** Mock fault switches (`kind:match[,…]`, see src/mocks/README.md) for error and empty states. */
  fault?: string;
  /** The error state starts with a toast: it is kept on screen (hovered) while axe runs. */
  toast?: boolean;
  /** What the page shows in this state (in the loading state: the placeholder, gone once the answer comes). */
  shows: (page: Page) => Locator;
  /** Loading: the placeholder, when it shows only after `then` (default: `shows`). It goes once released. */
  placeholder?: (page: Page) => Locator;
  /** Steps that complete the state (open a menu, submit an empty form …). */
  then?: (page: Page) => Promise<void>;
  /** A full-page screenshot of the state, written to docs/screenshots/{name}.png after the check (SCREENSHOTS=1). */
  screenshot?: string;
}

export function stateTitle(state: PageState): string {
  return `${state.page} — ${state.state}${state.note ? ` (${state.note})` : ''}`;
}

function urlOf(state: PageState): string {
  const path = state.route.startsWith('/') ? state.route : `${BASE}/${state.route}`;
  if (!state.fault) return path;
  return `${path}${path.includes('?') ? '&' : '?'}mockFault=${encodeURIComponent(state.fault)}`;
}

/**
 * Opens a page in a state and runs the full axe check on it (helpers/axe.ts). A loading state is held (its calls
 * or code chunks wait) for the whole check, then released: the placeholder must then give way to the page.
 */
export async function checkPageState(
  page: Page,
  loginAs: (accountId: DemoAccountId) => Promise<void>,
  state: PageState,
): Promise<void> {
  if (state.account) await loginAs(state.account);
  let held: HeldCalls | undefined;
  if (state.holdCalls) held = await holdCalls(page, state.holdCalls);
  else if (state.holdChunks) held = await holdChunks(page, state.holdChunks);

  // A held code chunk also holds the page's load event and the network: only the document is awaited then.
  await page.goto(urlOf(state), state.holdChunks ? { waitUntil: 'domcontentloaded' } : undefined);
  if (state.toast) {
    // antd keeps a toast while the pointer rests on it.
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    await toast.hover();
  }
  // 30 s: measured under a full CI run, the signed-in user alone took 7.2 s to answer, the page's chunks up to 6 s.
  await expect(state.shows(page).first()).toBeVisible({ timeout: 30_000 });
  // Everything else of the page has arrived (user info, filters, the deferred parts).
  if (!held) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (!state.holdChunks) await scrollThrough(page);
  if (state.then) await state.then(page);
  const placeholder = (state.placeholder ?? state.shows)(page).first();
  if (held) {
    await held.waitUntilHeld();
    await expect(placeholder, 'the loading state shows its placeholder').toBeVisible();
  }

  await expectNoAxeViolations(page, stateTitle(state));

  if (state.toast) await expect(toasts(page).first(), 'the toast stayed for the check').toBeVisible();
  if (held) {
    await expect(placeholder, 'still loading after the check').toBeVisible();
    await held.release();
    await expect(placeholder, 'the page loads once the answer comes').toBeHidden({ timeout: 20_000 });
  }
  if (state.screenshot) await keepScreenshot(page, state.screenshot);
}
