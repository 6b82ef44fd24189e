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

/** What the page must have in common for two states to be checked on one load: where, who, which faults. */
function loadKey(state: PageState): string {
  return JSON.stringify([urlOf(state), state.account ?? '']);
}

/** A state that can follow another on the same load: it starts from the page as loaded, and has no toast to catch. */
function canFollow(state: PageState): boolean {
  return !state.holdCalls && !state.holdChunks && !state.toast;
}

/**
 * Groups the states so that the states of one load are checked one after another on one page load (issue 21: the
 * page's boot is most of a state's time). A chain is what a fresh load of its address would show, in order: the
 * loading state (its calls held, then released), then the states that take the page as it is, and last at most one
 * state with `then` steps, as those change the page. A toast's state, a held chunk's and a loading state with steps
 * stand alone. `key` adds what else must be the same (a spec's own preparation of the page). Every state is in exactly
 * one chain.
 */
export function stateChains<S extends PageState>(states: readonly S[], key: (state: S) => string = () => ''): S[][] {
  const open = new Map<string, S[]>();
  const chains: S[][] = [];
  const start = (state: S, groupKey: string) => {
    const chain = [state];
    chains.push(chain);
    // A chain stays open to more states until one with steps ends it (or a state that stands alone).
    if (!state.then && !state.toast && !state.holdChunks) open.set(groupKey, chain);
    else open.delete(groupKey);
  };
  // Loading states first, so that each can lead the chain of its load.
  const ordered = [...states.filter((state) => state.holdCalls), ...states.filter((state) => !state.holdCalls)];
  for (const state of ordered) {
    const groupKey = `${loadKey(state)}${key(state)}`;
    const chain = open.get(groupKey);
    if (!chain || !canFollow(state)) {
      start(state, groupKey);
      continue;
    }
    chain.push(state);
    if (state.then) open.delete(groupKey);
  }
  return chains;
}

/** The title of a chain's test: its states in the order they are checked. */
export function chainTitle(chain: readonly PageState[]): string {
  return chain.map(stateTitle).join(' → ');
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
  await checkPageStates(page, loginAs, [state]);
}

/**
 * Checks a chain of `stateChains` on one load: the first state opens the page (signed in and held as it asks), each
 * next one is checked on the page the previous one left.
 */
export async function checkPageStates(
  page: Page,
  loginAs: (accountId: DemoAccountId) => Promise<void>,
  chain: readonly PageState[],
): Promise<void> {
  const [first, ...rest] = chain;
  if (!first) throw new Error('an empty chain of states');
  if (first.account) await loginAs(first.account);
  let held: HeldCalls | undefined;
  if (first.holdCalls) held = await holdCalls(page, first.holdCalls);
  else if (first.holdChunks) held = await holdChunks(page, first.holdChunks);
  // A held code chunk also holds the page's load event and the network: only the document is awaited then.
  await page.goto(urlOf(first), first.holdChunks ? { waitUntil: 'domcontentloaded' } : undefined);
  await checkLoadedState(page, first, held);
  for (const state of rest) await checkLoadedState(page, state);
}

/** Checks one state on the page as it is: waits for what the state shows, completes it, runs axe. */
async function checkLoadedState(page: Page, state: PageState, held?: HeldCalls): Promise<void> {
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
