import { config } from '@/lib/config/env';
import { toSnakeCaseKeys } from './case-conversion';
import { timestampQuery } from './request-context';

/**
 * Posts JSON (keys to snake_case) with `fetch(…, { keepalive: true })`, so the request survives the page
 * being closed. Used by tracking, which must not go through the toasting client and needs its own headers
 * (navigator.sendBeacon cannot set headers). Carries the timestamp `t` like every other call. Resolves when sent; rejects on a network or HTTP failure.
 */
export async function postKeepAlive(path: string, body: unknown, headers: Record<string, string>): Promise<void> {
  // fetch needs an absolute URL outside the browser, and a relative base is relative to this page.
  const url = new URL(`${config.apiBase}${path}`, window.location.origin);
  url.searchParams.set('t', String(timestampQuery().t));
  const response = await fetch(url.toString(), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(toSnakeCaseKeys(body)),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
