import { exchangeCode } from '@/api/auth';
import { fetchUserInfo } from '@/api/session';
import { clearStoredUserInfo, clearTokenCookies, setTokenCookies, tokenExpiryMs, type UserInfo } from '@/lib/auth';
import type { BusinessInfo } from '@/lib/config/business';

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
    return await fetchUserInfo(info.businessName);
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
