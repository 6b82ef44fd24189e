import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import humps from 'humps';
import { config } from '@/lib/config/env';
import type { Envelope } from '@/api/types/common';
import { accountForToken, type DemoAccount } from './data/accounts';
import { faultFor, isWrongShapeKind, WRONG_SHAPES } from './faults';
import { withOddRows } from './odd-rows';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
export type Base = 'main' | 'account' | 'dict';

/** A business error (HTTP 200 with a non-zero code) or, with a status, an HTTP error with the envelope. */
export class MockError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** Business codes the mock backend answers with. */
export const MOCK_CODE = { notFound: 1004, invalid: 1002, limit: 1003, badRequest: 1000, demoFailure: 1001 } as const;

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** A query value by its wire (snake_case) name; empty strings count as absent. */
  query(name: string): string | undefined;
  /** The JSON body converted to camelCase (the app's shape), or undefined when there is none. */
  body<T>(): Promise<T | undefined>;
}

export interface AuthedContext extends RouteContext {
  account: DemoAccount;
}

let latency = false;

/** Browser worker: answer after 150–400 ms like a real server (never in tests). */
export function setMockLatency(on: boolean): void {
  latency = on;
}

function baseUrl(base: Base): string {
  const value = base === 'main' ? config.apiBase : base === 'account' ? config.accountBase : config.dictBase;
  // A relative base matches on any origin (dev server, preview, jsdom's localhost:3000).
  return value.startsWith('/') ? `*${value}` : value;
}

/** The full msw URL pattern of a path on a base. */
export function urlPattern(base: Base, path: string): string {
  return `${baseUrl(base)}${path}`;
}

function envelope<T>(data: T, status = 200): Response {
  const body: Envelope<unknown> = { code: 0, msg: 'success', data: data === undefined ? null : humps.decamelizeKeys(data) };
  return HttpResponse.json(body, { status });
}

function failure(code: number, msg: string, status: number): Response {
  const body: Envelope<null> = { code, msg, data: null };
  return HttpResponse.json(body, { status });
}

/** The answer to a call without a valid token (HTTP 401 with the envelope). */
export function unauthorized(): Response {
  return failure(401, '登录超时', 401);
}

/** The demo account of the request's bearer token, if it carries a valid one. */
export function accountOf(request: Request): DemoAccount | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^bearer\s+/i, '').trim();
  return token ? accountForToken(token) : undefined;
}

function contextOf(request: Request, params: Record<string, string | readonly string[] | undefined>): RouteContext {
  const url = new URL(request.url);
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = decodeURIComponent(value);
  return {
    request,
    url,
    params: flat,
    query: (name) => url.searchParams.get(name) || undefined,
    body: async <T>() => {
      const text = await request.text();
      if (!text) return undefined;
      return humps.camelizeKeys(JSON.parse(text) as object) as T;
    },
  };
}

type Resolver<C, T> = (ctx: C) => T | Promise<T>;

function handler<T>(
  method: Method,
  base: Base,
  path: string,
  needsToken: boolean,
  resolve: Resolver<AuthedContext, T>,
): HttpHandler {
  return http[method](urlPattern(base, path), async ({ request, params }) => {
    const ctx = contextOf(request, params);
    if (latency) await delay(150 + Math.floor(Math.random() * 250));
    const fault = faultFor(ctx.url.pathname);
    if (fault?.kind === 'network') return HttpResponse.error();
    if (fault?.kind === '500') return failure(500, '', 500);
    if (fault?.kind === '401') return unauthorized();
    if (fault?.kind === 'code') return failure(MOCK_CODE.demoFailure, '演示：业务处理失败', 200);
    if (fault?.kind === 'slow') await delay(5000);
    if (fault && isWrongShapeKind(fault.kind))
      return HttpResponse.json({ code: 0, msg: 'success', data: WRONG_SHAPES[fault.kind] });
    const account = accountOf(request);
    if (needsToken && !account) return unauthorized();
    try {
      // Public calls get the account when there is one (e.g. isCollected on a detail page).
      const data = await resolve({ ...ctx, account: account as DemoAccount });
      return envelope(fault?.kind === 'odd-rows' ? withOddRows(data) : data);
    } catch (error) {
      if (error instanceof MockError) return failure(error.code, error.message, error.status);
      throw error;
    }
  });
}

/** A call anyone may make; `ctx.account` is present only when a valid token came along. */
export function publicRoute<T>(
  method: Method,
  base: Base,
  path: string,
  resolve: Resolver<RouteContext & { account?: DemoAccount }, T>,
): HttpHandler {
  return handler<T>(method, base, path, false, resolve);
}

/** A call that needs a token: answers HTTP 401 `{ code: 401, msg: '登录超时' }` without a valid one. */
export function authRoute<T>(method: Method, base: Base, path: string, resolve: Resolver<AuthedContext, T>): HttpHandler {
  return handler<T>(method, base, path, true, resolve);
}

/** Paging like the server: page from 1, page_size default 10 (at most 100). */
export function paginate<T>(items: T[], ctx: RouteContext): { list: T[]; total: number; page: number; pageSize: number } {
  const page = Math.max(1, Number(ctx.query('page')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(ctx.query('page_size')) || 10));
  return { list: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

export function notFound(what: string): MockError {
  return new MockError(MOCK_CODE.notFound, `${what}不存在`);
}

/** Staff and interview calls refuse candidate tokens. */
export function requireStaff(account: DemoAccount): void {
  if (account.business === 'candidate') throw new MockError(MOCK_CODE.badRequest, '仅限内部员工使用');
}
