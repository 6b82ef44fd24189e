import { DEMO_ACCOUNTS, type DemoAccount } from '../data/accounts';

/** The accounts the mock SSO offers for an app type: 13 → staff and interviewers, none → candidates. */
export function accountsForAppType(appType: string | null): DemoAccount[] {
  const internal = appType === '13';
  return DEMO_ACCOUNTS.filter((account) => (account.business === 'candidate') !== internal);
}

/** The demo account a `login_hint` names, when the app type offers it (QA's one-step sign-in). */
export function hintedAccount(loginHint: string | null, appType: string | null): DemoAccount | undefined {
  return loginHint ? accountsForAppType(appType).find((account) => account.id === loginHint) : undefined;
}

/**
 * Where the mock SSO sends the browser back: redirect_uri plus `code=mock-{accountId}` and the request's `state`,
 * echoed like a real SSO does. Only same-origin targets are accepted (a real SSO only returns to registered
 * addresses); undefined for anything else.
 */
export function ssoReturnUrl(
  redirectUri: string | null,
  accountId: string,
  origin: string,
  state?: string | null,
): string | undefined {
  if (!redirectUri) return undefined;
  let target: URL;
  try {
    target = new URL(redirectUri, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin || !/^https?:$/.test(target.protocol)) return undefined;
  const [beforeHash = '', hash] = redirectUri.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const echoed = state ? `&state=${encodeURIComponent(state)}` : '';
  return `${beforeHash}${separator}code=${encodeURIComponent(`mock-${accountId}`)}${echoed}${hash === undefined ? '' : `#${hash}`}`;
}
