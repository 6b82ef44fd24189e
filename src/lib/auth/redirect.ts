import { businessInfoFromPath, BUSINESS_NAMES, type BusinessInfo, type BusinessName } from '@/lib/config/business';
import { config } from '@/lib/config/env';
import { BASE, homePath, loginPath } from '@/lib/config/paths';
import { encodeBase64Utf8 } from './base64';
import { assignLocation, currentPathAndQuery } from './navigation';
import { createSsoState } from './sso-state';

// Control characters (browsers silently drop tabs and newlines, turning "/\t/evil" into "//evil").
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether a redirect target is a path of this site under the base (rule LINK-9).
 * Rejected: any scheme other than a same-origin http(s) URL (so `javascript:`, `data:`, `vbscript:` in any
 * case), leading white space, control characters, back slashes, protocol-relative `//host`, other origins,
 * and paths that leave the base (including by `..`).
 */
export function isSafeRedirect(target: string): boolean {
  if (typeof target !== 'string' || target === '') return false;
  if (/^\s/.test(target) || CONTROL_CHARS.test(target) || target.includes('\\')) return false;
  const isPath = target.startsWith('/') && !target.startsWith('//');
  const isHttpUrl = /^https?:\/\//i.test(target);
  if (!isPath && !isHttpUrl) return false;
  let url: URL;
  try {
    url = new URL(target, window.location.origin);
  } catch {
    return false;
  }
  if (url.origin !== window.location.origin) return false;
  return url.pathname === BASE || url.pathname.startsWith(`${BASE}/`);
}

/** Whether a path (with or without query) is one of the businesses' login pages. */
export function isLoginPath(pathAndQuery: string): boolean {
  const pathname = pathAndQuery.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return BUSINESS_NAMES.some((business) => loginPath(business) === pathname);
}

/**
 * Where to go after signing in: the target when it is safe and not a login page
 * (that would start the sign-in again), else the business home.
 */
export function safeRedirectTarget(target: string | null | undefined, business: BusinessName): string {
  if (target && isSafeRedirect(target) && !isLoginPath(new URL(target, window.location.origin).pathname)) {
    return target;
  }
  return homePath(business);
}

/** What a sign-in attempt adds to the authorize address besides the return path. */
export interface AuthorizeOptions {
  /** The attempt's OAuth state (default: a fresh one remembered by this tab, `createSsoState`). */
  state?: string;
  /** OIDC `login_hint`: the account the SSO should offer first (QA's one-step sign-in, docs/decisions/050). */
  loginHint?: string;
}

/**
 * The SSO authorize address (rule AUTH-5): app_type (when present), appid, response_type=code, scope=uc_basic,
 * redirect_uri = `{origin}{loginPath}?redirectUrl={base64 of the path and query to return to}`, and `state`.
 * ASSUMPTION (as the code exchange, api/auth.ts): the company's SSO echoes `state` back to redirect_uri as
 * OAuth 2.0 requires (RFC 6749 §4.1.1); the spec does not mention it.
 */
export function buildAuthorizeUrl(info: BusinessInfo, currentPathAndQuery: string, options: AuthorizeOptions = {}): string {
  const returnTo = safeRedirectTarget(currentPathAndQuery, info.businessName);
  const redirectUri = `${window.location.origin}${loginPath(info.businessName)}?redirectUrl=${encodeURIComponent(
    encodeBase64Utf8(returnTo),
  )}`;
  const params = new URLSearchParams();
  if (info.appType !== undefined) params.set('app_type', String(info.appType));
  params.set('appid', info.appid);
  params.set('response_type', 'code');
  params.set('scope', 'uc_basic');
  params.set('redirect_uri', redirectUri);
  params.set('state', options.state ?? createSsoState());
  if (options.loginHint) params.set('login_hint', options.loginHint);
  const separator = config.ssoAuthorizeUrl.includes('?') ? '&' : '?';
  return `${config.ssoAuthorizeUrl}${separator}${params.toString()}`;
}

/**
 * Sends the browser to the SSO. `info` defaults to the business of the current path; `returnTo`
 * (where to land after signing in) defaults to the current path and query.
 */
export function redirectToLogin(info?: BusinessInfo, returnTo?: string, options?: Pick<AuthorizeOptions, 'loginHint'>): void {
  const business = info ?? businessInfoFromPath(window.location.pathname);
  assignLocation(buildAuthorizeUrl(business, returnTo ?? currentPathAndQuery(), options));
}
