import { expect, type Page } from '@playwright/test';

/** Path of the mock single sign-on page (VITE_SSO_AUTHORIZE_URL of mode dev). */
export const SSO_PATH = '/mock-sso/authorize';

/** The parameters of an SSO authorize address, with the return path decoded from redirect_uri's redirectUrl. */
export interface SsoRequest {
  appType: string | null;
  appid: string | null;
  responseType: string | null;
  scope: string | null;
  /** redirect_uri, parsed. */
  redirectUri: URL;
  /** base64-decoded redirectUrl of redirect_uri: the path and query to come back to. */
  returnTo: string;
}

/** Decodes base64 of UTF-8 text (the app's encodeBase64Utf8). */
export function decodeBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

/** Encodes text as base64 of its UTF-8 bytes, like the app does for redirectUrl. */
export function encodeBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Reads the parameters of an SSO authorize address. */
export function parseSsoUrl(url: string): SsoRequest {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  const redirectUri = new URL(query.get('redirect_uri') ?? 'about:blank');
  const encoded = redirectUri.searchParams.get('redirectUrl') ?? '';
  return {
    appType: query.get('app_type'),
    appid: query.get('appid'),
    responseType: query.get('response_type'),
    scope: query.get('scope'),
    redirectUri,
    returnTo: decodeBase64(encoded),
  };
}

/**
 * How long a sign-in may take to land on its page once it has started: up to three loads of the built app — the login
 * page (one-step sign-in, `login?login_hint=…`), the SSO page, the login page with the code — and the code's exchange.
 * Beside the component tests in a fresh-clone CI run, the one-step chain went past the expectations' 10 s (their limit
 * then; 20 s since decision 102) while at the login page with the code.
 */
export const SIGN_IN_LANDING = { timeout: 30_000 };

/** Whether a page has left the SSO and the login page: the sign-in has come back and its code is exchanged. */
function pastSignIn(url: URL): boolean {
  return url.pathname !== SSO_PATH && !url.pathname.endsWith('/login');
}

/** Waits until the browser shows the mock SSO page and returns its parameters. */
export async function expectOnSso(page: Page): Promise<SsoRequest> {
  await expect(page).toHaveURL((url) => url.pathname === SSO_PATH);
  await expect(page.getByRole('heading', { name: '统一身份认证（演示）' })).toBeVisible();
  return parseSsoUrl(page.url());
}

/**
 * Clicks a demo account's "以此身份登录" button on the mock SSO page (by the account's display name) and waits until the
 * browser has come back past the login page.
 */
export async function signInOnSso(page: Page, accountName: string): Promise<void> {
  await page.getByRole('button', { name: `以此身份登录：${accountName}`, exact: false }).click();
  await expect(page).toHaveURL(pastSignIn, SIGN_IN_LANDING);
}

/** Counts the page's top-level navigations to the SSO page from now on. */
export function countSsoNavigations(page: Page): { count: () => number; times: number[] } {
  const times: number[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === SSO_PATH) {
      times.push(Date.now());
    }
  });
  return { count: () => times.length, times };
}

/** The path and query of the page now shown, e.g. `${BASE}/candidate/home?x=1`. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
