import { TOKEN_COOKIES, type BusinessName } from '@/lib/config/business';
import { readJson, removeKey, safeSessionStorage, writeJson } from '@/lib/storage';

/** The signed-in user as the portal keeps it (rule AUTH-9). */
export interface UserInfo {
  name: string;
  ucId: string;
  ucUserName: string;
  ucWorkPhone: string;
  username: string;
}

/** Session-storage key of the user info (rule AUTH-9). */
export const USER_INFO_KEY = 'userInfo';

/**
 * Stored next to the user fields: which token cookie the info belongs to. Staff and interview share a
 * token, so they share the info; a candidate's info is never shown on a staff page of the same tab.
 */
interface StoredUserInfo extends UserInfo {
  tokenName?: string;
}

function isStoredUserInfo(value: unknown): value is StoredUserInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['name', 'ucId', 'ucUserName', 'ucWorkPhone', 'username'].every((key) => typeof v[key] === 'string');
}

/** The stored user info of the business's token, if any. */
export function readStoredUserInfo(business: BusinessName): UserInfo | undefined {
  const stored = readJson<StoredUserInfo | undefined>(safeSessionStorage(), USER_INFO_KEY, undefined, isStoredUserInfo);
  if (!stored) return undefined;
  if (stored.tokenName && stored.tokenName !== TOKEN_COOKIES[business].tokenName) return undefined;
  const { name, ucId, ucUserName, ucWorkPhone, username } = stored;
  return { name, ucId, ucUserName, ucWorkPhone, username };
}

/** Saves the user info of the business's token in session storage. */
export function saveUserInfo(business: BusinessName, user: UserInfo): void {
  const stored: StoredUserInfo = { ...user, tokenName: TOKEN_COOKIES[business].tokenName };
  writeJson(safeSessionStorage(), USER_INFO_KEY, stored);
}

/** Forgets the stored user info. */
export function clearStoredUserInfo(): void {
  removeKey(safeSessionStorage(), USER_INFO_KEY);
}
