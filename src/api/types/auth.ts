/** Body of the code exchange (rule AUTH-6; an ASSUMPTION, see src/api/auth.ts). */
export interface ExchangeCodeRequest {
  code: string;
  appid: string;
}

/** Result of the code exchange: a bearer token and its lifetime in seconds. */
export interface ExchangeCodeResponse {
  accessToken: string;
  expiresIn: number;
}

/** User type of the current-info call: 21 candidate (external), 11 staff and interviewer (internal). */
export type UserType = 21 | 11;

/**
 * The account service's current user (rule AUTH-9: name, id, user_name or userName, phone).
 * lib/auth maps it to its `UserInfo` (ucId = id, ucUserName = userName, ucWorkPhone = phone).
 */
export interface CurrentUserInfo {
  id: string;
  name: string;
  userName: string;
  phone: string;
  email?: string;
}
