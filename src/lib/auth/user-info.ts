import { getCurrentUserInfo, type CurrentUserInfo } from '@/api/auth';
import { TOKEN_COOKIES, type BusinessName } from '@/lib/config/business';
import { readStoredUserInfo, saveUserInfo, type UserInfo } from './user-storage';

/** Account-service user type: 21 for the candidate business, else 11 (spec 6, 7.2). */
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

const inFlight = new Map<string, Promise<UserInfo>>();

/**
 * The signed-in user of the business (spec 4): the stored info while its work phone and user name are
 * known, else fetched once (concurrent callers share the call) and saved to session storage.
 * A failure is logged ("获取用户信息时出错") and rejects.
 */
export function loadUserInfo(business: BusinessName): Promise<UserInfo> {
  const stored = readStoredUserInfo(business);
  if (stored?.ucWorkPhone && stored.ucUserName) return Promise.resolve(stored);
  const key = TOKEN_COOKIES[business].tokenName;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const call = getCurrentUserInfo(userTypeOf(business), { noMessage: true })
    .then((raw) => {
      const user = toUserInfo(raw);
      saveUserInfo(business, user);
      return user;
    })
    .catch((error: unknown) => {
      console.warn('获取用户信息时出错', error);
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}
