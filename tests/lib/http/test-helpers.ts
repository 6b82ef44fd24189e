import { HttpResponse } from 'msw';
import { vi } from 'vitest';

/** Base64url of a JSON value (JWT segments). */
function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token (unsigned) with the given claims; `exp` in seconds. */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token valid for an hour. */
export function validJwt(claims: Record<string, unknown> = {}): string {
  return makeJwt({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims });
}

/** Moves the jsdom page to a path (the client and auth read window.location). */
export function setPath(pathAndQuery: string): void {
  window.history.pushState({}, '', pathAndQuery);
}

/** The success envelope as the server sends it. */
export function ok(data: unknown) {
  return HttpResponse.json({ code: 0, msg: 'success', data });
}

export interface LocationStub {
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  replace: ReturnType<typeof vi.fn<(url: string) => void>>;
}

/**
 * Replaces window.location with a copy whose assign/replace are spies (jsdom cannot navigate).
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubLocation(): LocationStub {
  const real = window.location;
  const assign = vi.fn<(url: string) => void>();
  const replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    href: real.href,
    origin: real.origin,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    port: real.port,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    assign,
    replace,
    reload: vi.fn(),
  });
  return { assign, replace };
}

export { clearToasts, showToasts } from './toast-host';

/** Whether a toast with exactly this text is showing (not leaving). */
export function isToastShowing(text: string): boolean {
  return Array.from(document.querySelectorAll('.ant-message-notice')).some(
    (notice) => !/-leave\b/.test(notice.className) && notice.textContent === text,
  );
}
