import { makeMockToken } from '@/mocks/data/accounts';

/** jsdom's origin; the dev env's bases are relative (/api/recruit, /api/account, /api/dict). */
const ORIGIN = 'http://localhost:3000';
const BASES = { main: '/api/recruit', account: '/api/account', dict: '/api/dict' } as const;

export type WireBase = keyof typeof BASES;

export interface WireCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  base?: WireBase;
  /** Demo account id to sign in as; no token when absent. */
  as?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface WireAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

const BUSINESS_OF: Record<string, string> = { 'staff-wang': 'staff', 'staff-tech': 'staff', 'interviewer-liu': 'interview' };

/** A raw call to the mock backend with plain fetch (snake_case on the wire, no lib/http). */
export async function wire(path: string, call: WireCall = {}): Promise<WireAnswer> {
  const url = new URL(`${ORIGIN}${BASES[call.base ?? 'main']}${path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...call.headers };
  if (call.as) headers.Authorization = `Bearer ${makeMockToken(call.as, BUSINESS_OF[call.as] ?? 'candidate', 3600)}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  return { status: response.status, body: (await response.json()) as WireAnswer['body'] };
}

/** Every object key in a JSON value, deeply. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}
