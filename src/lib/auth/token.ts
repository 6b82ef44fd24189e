import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { TOKEN_COOKIES, type BusinessName } from '@/lib/config/business';

function cookieAttributes(expires?: Date): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure, ...(expires ? { expires } : {}) };
}

/**
 * `document.cookie`, read once per task: every card of a list asks for the token while it renders, and each read of
 * `document.cookie` asks the browser's cookie store (15–27 ms of the staff job list's first renders, traced;
 * docs/decisions/106). Cookies another tab or a response sets show from the next task on; this module's own writes at
 * once.
 */
let cookieTextOfTask: string | undefined;
function forgetCookieText(): void {
  cookieTextOfTask = undefined;
}
function cookieText(): string {
  if (typeof document === 'undefined') return '';
  if (cookieTextOfTask === undefined) {
    cookieTextOfTask = document.cookie;
    queueMicrotask(forgetCookieText);
  }
  return cookieTextOfTask;
}

/**
 * The cookies by name, parsed once per value of `document.cookie`: parsing every cookie each time cost ~15 ms of a
 * list's render at 4× CPU slowdown (docs/decisions/092).
 */
let parsedCookies: { source: string; values: Record<string, string> } | undefined;
function readCookie(name: string): string | undefined {
  const source = cookieText();
  if (parsedCookies?.source !== source) parsedCookies = { source, values: Cookies.get() };
  return parsedCookies.values[name];
}

/** Reads the expiry cookie: epoch milliseconds as written by `setTokenCookies` (a date string is tolerated). */
function readExpiresCookie(name: string): number | undefined {
  const raw = readCookie(name);
  if (!raw) return undefined;
  const asNumber = Number(raw);
  if (Number.isFinite(asNumber)) return asNumber;
  const asDate = Date.parse(raw);
  return Number.isNaN(asDate) ? undefined : asDate;
}

/** The last token decoded and its expiry: the same token is asked about again and again. */
let lastDecoded: { token: string; expiry: number | null | undefined } | undefined;
function decodeExpiryMs(token: string): number | null | undefined {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return undefined;
  }
}

/** The `exp` claim in epoch milliseconds, `null` when the token has none, `undefined` when undecodable. */
export function tokenExpiryMs(token: string): number | null | undefined {
  if (lastDecoded?.token !== token) lastDecoded = { token, expiry: decodeExpiryMs(token) };
  return lastDecoded.expiry;
}

/**
 * The business's token, or `undefined` when the cookie is missing, the token cannot be decoded,
 * or it has expired — by its `exp` claim or by the business's `…Expires` cookie (rule AUTH-2).
 * A token whose expiry equals the current instant counts as expired.
 */
export function getToken(business: BusinessName): string | undefined {
  const { tokenName, tokenExpiresName } = TOKEN_COOKIES[business];
  const token = readCookie(tokenName);
  if (!token) return undefined;
  const exp = tokenExpiryMs(token);
  if (exp === undefined) return undefined;
  const now = Date.now();
  if (exp !== null && exp <= now) return undefined;
  const cookieExpiry = readExpiresCookie(tokenExpiresName);
  if (cookieExpiry !== undefined && cookieExpiry <= now) return undefined;
  return token;
}

/** Writes the business's token and expiry cookies (staff and interview share theirs). */
export function setTokenCookies(business: BusinessName, token: string, expiresAtMs: number): void {
  const { tokenName, tokenExpiresName } = TOKEN_COOKIES[business];
  const expires = new Date(expiresAtMs);
  Cookies.set(tokenName, token, cookieAttributes(expires));
  Cookies.set(tokenExpiresName, String(expiresAtMs), cookieAttributes(expires));
  forgetCookieText();
}

/** Removes the business's token and expiry cookies. */
export function clearTokenCookies(business: BusinessName): void {
  const { tokenName, tokenExpiresName } = TOKEN_COOKIES[business];
  Cookies.remove(tokenName, { path: '/' });
  Cookies.remove(tokenExpiresName, { path: '/' });
  forgetCookieText();
}
