import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server, resetMockDb } from '@/mocks/node';
import { forgetDraftSaves } from '@/lib/storage';
import { settledLoads } from '@/lib/routing';
import { queryClient } from '@/lib/http/query-client';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { useBusinessStore } from '@/stores/business-store';

// Pages render lazily against the mock backend; on a busy 2-core machine the first paint of a page can take
// more than testing-library's default 1 s (and, beside another heavy job, more than 5 s).
configure({ asyncUtilTimeout: 10_000 });

/** The page's text, whitespace collapsed, for an error (see below). */
function pageText(container: Element): string {
  return `Page text: ${(container.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 4_000)}`;
}

/**
 * A "unable to find" error carries the page's text ahead of its markup, which testing-library cuts at 7,000
 * characters: the header and the navigation can fill them before the page's main part, and a failure seen once in CI
 * must say what the page showed. The text is written when the message is first read (a retry's error is not read).
 */
configure({
  getElementError: (message, container) => {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (full ??= [message, pageText(container), `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  },
});

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Tests run as a visitor who prefers reduced motion: antd then skips animations that would
    // otherwise finish outside act() after a test ends.
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// antd's theme writes its CSS variables (~2,700 declarations) into <style> elements in the head. jsdom cascades every
// stylesheet into each getComputedStyle, which role queries and user-event call for every element they look at: with
// those sheets a page test spent a sixth of its time there. They hold no rule a test can observe (variables, icon
// alignment, keyframes), so jsdom is told they are not CSS: antd still finds and updates them.
const head = document.head;
const notCss = (node: Node) => {
  if (node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order')) node.type = 'text/x-antd-variables';
};
const appendChild = head.appendChild.bind(head);
const insertBefore = head.insertBefore.bind(head);
head.appendChild = <T extends Node>(node: T): T => (notCss(node), appendChild(node));
head.insertBefore = <T extends Node>(node: T, child: Node | null): T => (notCss(node), insertBefore(node, child));
const computed = window.getComputedStyle;
window.getComputedStyle = (el: Element) => computed(el);

// A test fails on an unexpected console.error (house style). Nothing is printed as it happens: an expected error
// (expectConsoleError) stays quiet, an unexpected one is printed in the failure of its test.
const originalError = console.error;
const originalWarn = console.warn;
let unexpectedErrors: unknown[][] = [];

/**
 * Warnings the portal logs on purpose when a call fails (error reporting in debug mode, "获取用户信息时出错",
 * "埋点上报失败"): kept for a test to assert with `takeLoggedWarnings()`, not printed, so a passing test shows no stack
 * trace and a real warning stands out.
 */
const EXPECTED_WARNING = /^(\[error-reporting\]|获取用户信息时出错|埋点上报失败)/;
let loggedWarnings: unknown[][] = [];

function isExpectedWarning(args: unknown[]): boolean {
  return typeof args[0] === 'string' && EXPECTED_WARNING.test(args[0]);
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args);
  };
  console.warn = (...args: unknown[]) => {
    if (isExpectedWarning(args)) loggedWarnings.push(args);
    else originalWarn(...args);
  };
});
/**
 * Unmounts what a test rendered and forgets what it changed: the app's module singletons (the query cache, the
 * business store with the job list's remembered search, the page history), the mock backend's handlers and data,
 * storage, cookies. Run after every test; a test that renders several pages in turn runs it between them.
 */
export function resetRendered(): void {
  cleanup();
  queryClient.clear();
  useBusinessStore.setState(useBusinessStore.getInitialState(), true);
  usePageHistoryStore.setState(usePageHistoryStore.getInitialState(), true);
  server.resetHandlers();
  resetMockDb();
  sessionStorage.clear();
  localStorage.clear();
  forgetDraftSaves();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

/** How long a test's end waits for the server calls it left on their way. */
const CALLS_SETTLE_MS = 1000;

/** Resolves when no query or mutation is fetching, or after `limit` ms. */
function callsSettled(limit: number): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (queryClient.isFetching() + queryClient.isMutating() === 0 || Date.now() - started >= limit) resolve();
      else setTimeout(check, 5);
    };
    check();
  });
}

afterEach(async () => {
  // A test that faked the clock or stubbed a global (window.location) leaves with the real ones, whichever test runs
  // next in the file: the cases of many modules share a file (tests/cases.ts). The real ones first: act() waits on them.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A page's (or the user card's) code still loading would finish in the next test, outside its act(): React then
  // warns "A suspended resource finished loading inside a test…" there. It finishes here, inside this test's act().
  const loads = settledLoads();
  if (loads) await act(() => loads);
  // So does a server call the test started: answered in the next test, its toast showed there, or the mock backend
  // counted it there (each call now crosses two more tasks, docs/decisions/116). Waited for here, at most a second
  // (a `slow` fault answers after five).
  if (queryClient.isFetching() + queryClient.isMutating() > 0) await act(() => callsSettled(CALLS_SETTLE_MS));
  resetRendered();
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  loggedWarnings = [];
  if (errors.length > 0) {
    const text = errors
      .map((args) => args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg))).join(' '))
      .join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
/** Room for warming a file's code on a busy machine: a hook, not a test, so nothing a test waits for is in it. */
export const WARM_TIMEOUT = 60_000;

/**
 * A signed-in page's header loads the user card's code lazily (antd's Dropdown, Menu, Avatar), and no test waits for
 * it. Left to the first signed-in page, that load outlived the test that started it on a busy machine and finished
 * during a later test's own await outside act() (a mock call before its page rendered): React's "A suspended resource
 * finished loading … not wrapped in act" failed that test (a fresh-clone CI run). Every file loads it first.
 */
beforeAll(async () => {
  await import('@/components/user-dropdown/user-dropdown');
}, WARM_TIMEOUT);

afterAll(() => {
  server.close();
  console.error = originalError;
  // Work still pending when a file's last test ends (a signed-in header's user info, its error report) can fail once
  // the mock backend has closed and log its expected warning. Printed then, it reached vitest while the
  // worker was closing and failed the run ("Closing rpc while onUserConsoleLog was pending", a fresh-clone CI run):
  // expected warnings stay quiet to the end.
  console.warn = (...args: unknown[]) => {
    if (!isExpectedWarning(args)) originalWarn(...args);
  };
});

/** The expected warnings logged so far in this test (see EXPECTED_WARNING), and forgets them. */
export function takeLoggedWarnings(): unknown[][] {
  const taken = loggedWarnings;
  loggedWarnings = [];
  return taken;
}

/** Lets a test declare a console.error it expects (e.g. an error boundary catching). */
export function expectConsoleError(): void {
  unexpectedErrors = [];
}
