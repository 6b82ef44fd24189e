import { useEffect } from 'react';
import type { BusinessInfo } from '@/lib/config/business';
import { useBusinessInfoStore } from '@/stores/business-info';
import { logout as logoutOf } from './logout';
import { redirectToLogin } from './redirect';
import { useSessionStore } from './session-store';
import { getToken } from './token';
import { loadUserInfo } from './user-info';
import { readStoredUserInfo, type UserInfo } from './user-storage';

export interface Session {
  businessInfo: BusinessInfo;
  /** The business's valid token, if any. */
  token?: string;
  userInfo?: UserInfo;
  /** Derived from the work phone in the user info (spec 4), and only with a valid token. */
  isLoggedIn: boolean;
  /** True while the user info of a present token is being fetched. */
  loading: boolean;
  /** Starts the sign-in, returning to the current page. */
  login: () => void;
  /** Logs out of the current business (decisions 7). */
  logout: () => void;
}

/**
 * The session of the current business: token, user info (fetched once per token and shared by
 * every caller), logged-in flag, and login/logout actions.
 */
export function useSession(): Session {
  const businessInfo = useBusinessInfoStore((state) => state.info);
  const business = businessInfo.businessName;
  const token = getToken(business);
  const state = useSessionStore();
  const current = token !== undefined && state.token === token;

  useEffect(() => {
    if (!token) return;
    const { token: loadedFor, start, settle } = useSessionStore.getState();
    if (loadedFor === token) return;
    start(token, readStoredUserInfo(business));
    loadUserInfo(business).then(
      (userInfo) => settle(token, { userInfo }),
      () => settle(token, { error: true }),
    );
  }, [business, token]);

  // Before the effect runs, the stored info (if any) already gives the header its label.
  const userInfo = token ? (current ? state.userInfo : readStoredUserInfo(business)) : undefined;
  return {
    businessInfo,
    token,
    userInfo,
    isLoggedIn: Boolean(token && userInfo?.ucWorkPhone),
    loading: Boolean(token) && (!current || state.status === 'loading'),
    login: () => redirectToLogin(businessInfo),
    logout: () => logoutOf(business),
  };
}
