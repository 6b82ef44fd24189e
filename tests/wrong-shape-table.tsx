import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { http as client, type RequestOptions, type ResponseSchema } from '@/lib/http';
import { toCamelCaseKeys } from '@/lib/http/case-conversion';
import { queryClient } from '@/lib/http/query-client';
import { validateResponse } from '@/lib/http/response-schema';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from './features/jobs/page-helpers';
import { resetRendered, takeLoggedWarnings } from './setup';
import { expectNoCrashScreen } from './app/render-app';

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
/** The page's own title (h1): a job's name also heads the similar jobs beside it, once they have come. */
export const pageHeading = (name: string | RegExp) => () => screen.findByRole('heading', { name, level: 1 }, ERROR_TIMEOUT);

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

type Verdict = 'malformed' | 'nothing';

/** The schemas the client checked each call's answers with, by page and call (`METHOD pathname`). */
const checkedWith = new Map<PageCase, Map<string, Set<ResponseSchema<unknown>>>>();

const METHODS = ['get', 'delete', 'post', 'put', 'patch'] as const;

/**
 * Opens the page with the mock backend's own answers and waits until it is shown and has made exactly the calls its
 * table lists; meanwhile records the schema each call's answer was checked with (the client's `schema` option).
 */
async function loadPage(def: PageCase): Promise<Map<string, Set<ResponseSchema<unknown>>>> {
  const requested: Array<{ method: string; url: string; schema?: ResponseSchema<unknown> }> = [];
  const spies = METHODS.map((method) => {
    const original = client[method] as (...args: unknown[]) => Promise<unknown>;
    return vi.spyOn(client, method).mockImplementation(((...args: unknown[]) => {
      const options = (method === 'get' || method === 'delete' ? args[1] : args[2]) as RequestOptions | undefined;
      requested.push({ method: method.toUpperCase(), url: String(args[0]).split('?')[0] ?? '', schema: options?.schema });
      return original(...args);
    }) as never);
  });
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
    for (const spy of spies) spy.mockRestore();
  }
  const schemas = new Map<string, Set<ResponseSchema<unknown>>>();
  for (const call of Object.keys(def.calls)) {
    const [method, pathname = ''] = call.split(' ');
    // The client's path is the call's pathname after its server base; the longest one that fits names the call.
    const fitting = requested.filter((made) => made.method === method && made.url !== '' && pathname.endsWith(made.url));
    const longest = Math.max(0, ...fitting.map((made) => made.url.length));
    const found = new Set(
      fitting.filter((made) => made.url.length === longest).flatMap((made) => (made.schema ? [made.schema] : [])),
    );
    schemas.set(call, found);
  }
  checkedWith.set(def, schemas);
  return schemas;
}

/**
 * What the client makes of `data` as this call's answer: malformed when a schema it is checked with rejects it, else
 * what the page is given (the schemas' output; the data itself for a call without a schema). Two shapes the client
 * makes the same of are the same to the page.
 */
async function verdictOf(schemas: Set<ResponseSchema<unknown>>, data: unknown): Promise<{ verdict: Verdict; given: string }> {
  const camelCased = toCamelCaseKeys(data);
  const outputs: unknown[] = [];
  for (const schema of schemas) {
    const result = await validateResponse(schema, camelCased);
    if (!result.ok) return { verdict: 'malformed', given: '' };
    outputs.push(result.value);
  }
  return { verdict: 'nothing', given: JSON.stringify(schemas.size > 0 ? outputs : [camelCased]) };
}

/**
 * The tables of a set of pages: the pages' calls listed completely; each call's schema judging every wrong shape (no
 * render); and, per call, one page render for each verdict its shapes get, showing the state the verdict decides.
 */
export function describeWrongShapes(PAGES: PageCase[]): void {
  const ROWS = PAGES.flatMap((def) =>
    Object.entries(def.calls).map(([call, outcome]) => ({ page: def.page, call, outcome, def })),
  );

  describe('the table lists every call of every page', () => {
    it.each(PAGES)('$page', async (def) => {
      await loadPage(def);
    });
  });

  describe('wrong-shaped answers never crash a page', () => {
    it.each(ROWS)('$page: $call answers every wrong shape', async ({ call, outcome, def }) => {
      // The schemas were recorded by the listing test above; a filtered run loads the page for them.
      const schemas = checkedWith.get(def)?.get(call) ?? (await loadPage(def).then((all) => all.get(call)));
      if (!schemas) throw new Error(`${call} is not in the table of ${def.page}`);
      // Every shape against the call's schemas, without a render; then one render per different thing the page is
      // given (a malformed answer, or the schema's output), with the first shape that gives it.
      const renders = new Map<string, { shape: string; data: unknown; verdict: Verdict }>();
      for (const [shape, data] of WRONG_SHAPES) {
        const { verdict, given } = await verdictOf(schemas, data);
        if (!renders.has(`${verdict}:${given}`)) renders.set(`${verdict}:${given}`, { shape, data, verdict });
      }
      const showsStates = Boolean(outcome.error || outcome.empty || outcome.dashed);
      for (const { shape, data, verdict } of renders.values()) {
        resetRendered();
        queryClient.clear();
        const answered = answerWith(call, data);
        openPage(def.path(), { account: def.account });
        await waitFor(() => expect(answered.hits, `${shape}: the call is made`).toBeGreaterThan(0), ERROR_TIMEOUT);
        if (showsStates) {
          await waitFor(() => expect(showsState(outcome), `${shape}: a state shows`).toBe(true), ERROR_TIMEOUT);
          // One outcome per shape, the one the schema decided (issue 21: never "either"); the client agrees.
          expect(malformedReported(call), `${shape}: the client reports the answer malformed`).toBe(verdict === 'malformed');
          if (verdict === 'malformed') expectErrorState(outcome);
          else expectNothingState(outcome);
        } else await def.shown();
        expectNoCrashScreen();
      }
    });
  });
}
