import { exchangeCode } from '@/api/auth';
import { fetchUserInfo } from '@/api/session';
import {
  clearSsoStates,
  clearStoredUserInfo,
  clearTokenCookies,
  setTokenCookies,
  tokenExpiryMs,
  type UserInfo,
} from '@/lib/auth';
import type { BusinessInfo } from '@/lib/config/business';
import { handOffVisitorDrafts } from '@/lib/storage';

// One exchange per code at a time: a code is single-use, and StrictMode runs the page's effect twice.
const exchanges = new Map<string, Promise<UserInfo>>();

async function signIn(info: BusinessInfo, code: string): Promise<UserInfo> {
  const { accessToken, expiresIn } = await exchangeCode({ code, appid: info.appid });
  // The token's own exp wins; expiresIn (seconds) covers a token without one.
  const expiresAtMs = tokenExpiryMs(accessToken) ?? Date.now() + expiresIn * 1000;
  // Another user's info may still be in this tab's session.
  clearStoredUserInfo();
  setTokenCookies(info.businessName, accessToken, expiresAtMs);
  try {
    const user = await fetchUserInfo(info.businessName);
    // The attempt is done: its state may not be used again (docs/decisions/050).
    clearSsoStates();
    // The tab's visitor drafts go to this user only when they asked to sign in from their form (docs/decisions/052).
    handOffVisitorDrafts(user.ucId);
    return user;
  } catch (error) {
    // Without user info the token is not usable either: leave no half signed-in state behind.
    clearTokenCookies(info.businessName);
    throw error;
  }
}

/**
 * Completes the SSO sign-in (rule AUTH-6): exchanges the code for a token, writes the business's token
 * cookies and fetches the user info. Rejects when any step fails.
 */
export function completeSignIn(info: BusinessInfo, code: string): Promise<UserInfo> {
  const key = `${info.businessName}|${code}`;
  const existing = exchanges.get(key);
  if (existing) return existing;
  const pending = signIn(info, code);
  exchanges.set(key, pending);
  const forget = () => exchanges.delete(key);
  pending.then(forget, forget);
  return pending;
}
