import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from './features/jobs/page-helpers';
import { takeLoggedWarnings } from './setup';

/**
 * The wrong-shape table (issue 10): every API answer a page gets replaced in turn by a well-formed envelope around
 * the wrong data. The call's schema decides what the answer is (docs/decisions/024): malformed, and the section shows
 * its error state (with a retry) and not its empty state; or nothing (null, a list object without list …), and it
 * shows its empty state and not its error state (issue 21: never "either"). Where the answer only feeds a side part
 * (hot words, filter trees, the signed-in user), the page itself shows; never the crash screen. A crash would
 * also fail the test through React's console.error (tests/setup.ts). Each area's test file passes its pages to
 * `describeWrongShapes`.
 */
// The signed-in user is a query of the app's client, which page-helpers clears before each test: fetched anew.

const WRONG_SHAPES = [
  ['null', null],
  ['{}', {}],
  ['[]', []],
  ['a string', 'x'],
  ['a list object with list null', { list: null, total: 3, page: 1, page_size: 10 }],
] as const;

/** What the page shows when this call's answer is of the wrong shape. */
export interface Outcome {
  /** The section's error state, e.g. 职位列表加载失败 (shown with a 重试 button). */
  error?: string;
  /** The section's empty state (shapes that read as "nothing": null, a list object without list). */
  empty?: string;
  /** A figure (its label) shown as "--": an object without the figures reads as figures missing (issue 19). */
  dashed?: string;
}

export interface PageCase {
  page: string;
  path: () => string;
  account: string;
  /** Every call the page makes, `METHOD pathname`, and what a wrong answer to it shows ({} = the page itself). */
  calls: Record<string, Outcome>;
  /** Resolves once the page is on screen. */
  shown: () => Promise<unknown>;
}

export const USER = 'GET /api/account/open/basic/v1/users/current_info';
/** The staff profile: the home card's and the header user card's figures (one request, issue 19). */
export const PROFILE = 'GET /api/recruit/recommendations/employees';
/**
 * Tracking (POST …/behaviors) is left out: lib/tracking posts it with a keep-alive fetch that never reads
 * the answer's body, and sends a page view once per page visit, not once per test.
 */
export const TRACKING = 'POST /api/recruit/client/recruit/v1/behaviors';
export const heading = (name: string | RegExp) => () => screen.findByRole('heading', { name }, ERROR_TIMEOUT);

/** Answers one call (method and exact pathname) with `data` in a success envelope; every other call passes on. */
function answerWith(call: string, data: unknown): { hits: number } {
  const seen = { hits: 0 };
  server.use(
    http.all('*', ({ request }) => {
      if (`${request.method} ${new URL(request.url).pathname}` !== call) return undefined;
      seen.hits += 1;
      return HttpResponse.json({ code: 0, msg: 'success', data });
    }),
  );
  return seen;
}

function showsDash(label: string): boolean {
  return screen.queryAllByText(label).some((term) => term.nextElementSibling?.textContent === EMPTY_PLACEHOLDER);
}

/**
 * Whether the client rejected this call's answer as malformed — the schema's verdict (docs/decisions/024), read from
 * the error report the client files for it (`[error-reporting]` in tests/setup.ts).
 */
function malformedReported(call: string): boolean {
  const [method, pathname = ''] = call.split(' ');
  return takeLoggedWarnings().some(([tag, error, context]) => {
    if (tag !== '[error-reporting]' || (error as { kind?: string } | undefined)?.kind !== 'malformed') return false;
    const { method: calledMethod, url } = (context ?? {}) as { method?: string; url?: string };
    return calledMethod?.toUpperCase() === method && url !== undefined && pathname.endsWith(url);
  });
}

/** A malformed answer: the section shows its error state (the message and 重试) and not its empty state. */
function expectErrorState({ error, empty }: Outcome): void {
  expect(error, 'a malformed answer needs the section’s error state in the table').toBeDefined();
  expect(screen.getByText(error as string)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  if (empty !== undefined) expect(screen.queryByText(empty)).toBeNull();
}

/** An answer that reads as nothing: the section shows its empty state (or "--" figures), not its error state. */
function expectNothingState({ error, empty, dashed }: Outcome): void {
  if (empty !== undefined) expect(screen.getByText(empty)).toBeInTheDocument();
  else {
    expect(dashed, 'an answer that reads as nothing needs the section’s empty state in the table').toBeDefined();
    expect(showsDash(dashed as string)).toBe(true);
  }
  if (error !== undefined) expect(screen.queryByText(error)).toBeNull();
}

function showsState({ error, empty, dashed }: Outcome): boolean {
  const errorShown =
    error !== undefined && screen.queryByText(error) !== null && screen.queryByRole('button', { name: '重试' }) !== null;
  const emptyShown = empty !== undefined && screen.queryByText(empty) !== null;
  return errorShown || emptyShown || (dashed !== undefined && showsDash(dashed));
}

/** The two tables of a set of pages: each call answered in each wrong shape, and the pages' calls listed completely. */
export function describeWrongShapes(PAGES: PageCase[]): void {
  const ROWS = PAGES.flatMap((page) =>
    Object.entries(page.calls).flatMap(([call, outcome]) =>
      WRONG_SHAPES.map(([shape, data]) => ({ page: page.page, call, shape, data, outcome, def: page })),
    ),
  );

  describe('wrong-shaped answers never crash a page', () => {
    it.each(ROWS)('$page: $call answers $shape', async ({ call, data, outcome, def }) => {
      const answered = answerWith(call, data);
      openPage(def.path(), { account: def.account });
      await waitFor(() => expect(answered.hits).toBeGreaterThan(0), ERROR_TIMEOUT);
      if (outcome.error || outcome.empty || outcome.dashed) {
        await waitFor(() => expect(showsState(outcome)).toBe(true), ERROR_TIMEOUT);
        // One outcome per row, the one the schema decided (issue 21: never "either").
        if (malformedReported(call)) expectErrorState(outcome);
        else expectNothingState(outcome);
      } else await def.shown();
      expect(screen.queryByText('服务异常')).toBeNull();
    });
  });

  describe('the table lists every call of every page', () => {
    it.each(PAGES)('$page', async (def) => {
      const calls = new Set<string>();
      const listen = ({ request }: { request: Request }) => void calls.add(`${request.method} ${new URL(request.url).pathname}`);
      server.events.on('request:start', listen);
      try {
        openPage(def.path(), { account: def.account });
        await def.shown();
        await waitFor(
          () => expect([...calls].filter((call) => call !== TRACKING).sort()).toEqual(Object.keys(def.calls).sort()),
          ERROR_TIMEOUT,
        );
      } finally {
        server.events.removeListener('request:start', listen);
      }
    });
  });
}
