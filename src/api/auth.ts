import { http } from '@/lib/http';
import type { CurrentUserInfo, ExchangeCodeRequest, ExchangeCodeResponse, UserType } from './types/auth';
import { currentUserInfoSchema, exchangeCodeSchema } from './schemas/auth';

export type * from './types/auth';
export { getStaffProfile } from './points';
export type { StaffProfile } from './types/points';

/** Paths on the account service base (`config.accountBase`). */
export const AUTH_PATHS = {
  /**
   * ASSUMPTION (rule AUTH-6): the spec does not name the code-exchange call. This is the one
   * place that defines it: POST {account}/open/basic/v1/oauth/token { code, appid } → { accessToken, expiresIn }.
   * ASSUMPTION (rule AUTH-5, docs/decisions/050): the SSO echoes the authorize request's `state` to redirect_uri, as
   * OAuth 2.0 requires; a code is exchanged only with the state its tab sent (lib/auth/sso-state.ts).
   */
  exchangeCode: '/open/basic/v1/oauth/token',
  currentUserInfo: '/open/basic/v1/users/current_info',
} as const;

/** Exchanges the SSO authorization code for a bearer token. */
export function exchangeCode(body: ExchangeCodeRequest): Promise<ExchangeCodeResponse> {
  return http.post<ExchangeCodeResponse>(AUTH_PATHS.exchangeCode, body, { base: 'account', schema: exchangeCodeSchema });
}

/** The signed-in user; userType 21 for the candidate business, else 11 (rule AUTH-9). */
export function getCurrentUserInfo(userType: UserType, options?: { noMessage?: boolean }): Promise<CurrentUserInfo> {
  return http.get<CurrentUserInfo>(AUTH_PATHS.currentUserInfo, {
    base: 'account',
    params: { userType },
    ...options,
    schema: currentUserInfoSchema,
  });
}
