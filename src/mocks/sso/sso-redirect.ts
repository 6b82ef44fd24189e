import { DEMO_ACCOUNTS, type DemoAccount } from '../data/accounts';

/** The accounts the mock SSO offers for an app type: 13 → staff and interviewers, none → candidates. */
export function accountsForAppType(appType: string | null): DemoAccount[] {
  const internal = appType === '13';
  return DEMO_ACCOUNTS.filter((account) => (account.business === 'candidate') !== internal);
}

/**
 * Where the mock SSO sends the browser back: redirect_uri plus `code=mock-{accountId}`, like the real
 * SSO. Only same-origin targets are accepted (a real SSO only returns to registered addresses);
 * undefined for anything else.
 */
export function ssoReturnUrl(redirectUri: string | null, accountId: string, origin: string): string | undefined {
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
  return `${beforeHash}${separator}code=${encodeURIComponent(`mock-${accountId}`)}${hash === undefined ? '' : `#${hash}`}`;
}
