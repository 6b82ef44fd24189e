import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '@/api/session';
import { getToken, logout as logoutOf, redirectToLogin, readStoredUserInfo, type UserInfo } from '@/lib/auth';
import { businessInfoOf, type BusinessInfo } from '@/lib/config/business';
import { useRouteContext } from '@/lib/routing';

export interface Session {
  businessInfo: BusinessInfo;
  /** The business's valid token, if any. */
  token?: string;
  userInfo?: UserInfo;
  /** Derived from the work phone in the user info, and only with a valid token (rule AUTH-11). */
  isLoggedIn: boolean;
  /** True while the user info of a present token is being fetched. */
  loading: boolean;
  /** Starts the sign-in, returning to the current page. */
  login: () => void;
  /** Logs out of the current business (rule AUTH-8). */
  logout: () => void;
}

/**
 * The session of the current route's business: token, user info (a query, fetched once per token and shared by
 * every caller), logged-in flag, and login/logout actions.
 */
export function useSession(): Session {
  const { business, recruitType } = useRouteContext();
  const businessInfo = businessInfoOf(business, recruitType);
  const token = getToken(business);
  const query = useQuery(userInfoQuery(business, token));
  // A failed fetch keeps what the session already had, so the header still names the user.
  const userInfo = token ? (query.data ?? readStoredUserInfo(business)) : undefined;
  return {
    businessInfo,
    token,
    userInfo,
    isLoggedIn: Boolean(token && userInfo?.ucWorkPhone),
    loading: Boolean(token) && query.isPending,
    login: () => redirectToLogin(businessInfo),
    logout: () => logoutOf(business),
  };
}
