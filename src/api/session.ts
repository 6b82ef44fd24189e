import { queryOptions } from '@tanstack/react-query';
import { readStoredUserInfo, saveUserInfo, type UserInfo } from '@/lib/auth/user-storage';
import { TOKEN_COOKIES, type BusinessName } from '@/lib/config/business';
import { createQueryKeys } from '@/lib/http/query-client';
import { getCurrentUserInfo, type CurrentUserInfo } from './auth';

export const sessionKeys = createQueryKeys('session');

/** Account-service user type: 21 for the candidate business, else 11 (rule AUTH-9). */
export function userTypeOf(business: BusinessName): 21 | 11 {
  return business === 'candidate' ? 21 : 11;
}

/** Maps the account service's answer (name, id, user_name | userName, phone) to the portal's `UserInfo`. */
export function toUserInfo(raw: CurrentUserInfo & { username?: string }): UserInfo {
  const userName = raw.userName ?? raw.username ?? '';
  return {
    name: raw.name ?? '',
    ucId: raw.id === undefined || raw.id === null ? '' : String(raw.id),
    ucUserName: userName,
    ucWorkPhone: raw.phone ?? '',
    username: userName,
  };
}

/** The stored user info while both its work phone and user name are known: reused without a call. */
function reusableStoredUserInfo(business: BusinessName): UserInfo | undefined {
  const stored = readStoredUserInfo(business);
  return stored?.ucWorkPhone && stored.ucUserName ? stored : undefined;
}

/**
 * Fetches the signed-in user of a business and saves it under `userInfo` in session storage. A failure is
 * logged ("获取用户信息时出错") and rejects.
 */
export async function fetchUserInfo(business: BusinessName): Promise<UserInfo> {
  try {
    const user = toUserInfo(await getCurrentUserInfo(userTypeOf(business), { noMessage: true }));
    saveUserInfo(business, user);
    return user;
  } catch (error) {
    console.warn('获取用户信息时出错', error);
    throw error;
  }
}

/**
 * The user info of a business's token (rule AUTH-9): fetched once per token when a token exists, and the
 * stored info reused while its work phone and user name are known. Staff and interview share a token cookie,
 * so they share the entry. Concurrent callers share one call (TanStack Query dedupes by key).
 */
export function userInfoQuery(business: BusinessName, token: string | undefined) {
  return queryOptions({
    queryKey: sessionKeys.custom('userInfo', TOKEN_COOKIES[business].tokenName, token ?? ''),
    queryFn: () => fetchUserInfo(business),
    enabled: Boolean(token),
    initialData: () => reusableStoredUserInfo(business),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Once per token, also after a failure: a component mounting later (a job card's favourite button) does not
    // ask again.
    retryOnMount: false,
  });
}
