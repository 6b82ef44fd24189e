import * as v from 'valibot';
import type { CurrentUserInfo, ExchangeCodeResponse } from '../types/auth';
import { id, optionalText, text, type Agree, type Out, type Same } from './fields';

/** Without a token there is no session: strict. */
export const exchangeCodeSchema = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  expiresIn: v.number(),
});

/** The account service's user; its name may come as `user_name` (→ userName) or `username` (rule API-1). */
export const currentUserInfoSchema = v.pipe(
  v.object({ id, name: text, userName: optionalText, username: optionalText, phone: text, email: optionalText }),
  v.transform(({ username, userName, ...user }): CurrentUserInfo => ({ ...user, userName: userName ?? username ?? '' })),
);

export type AuthSchemasAgree = Agree<
  [Same<Out<typeof exchangeCodeSchema>, ExchangeCodeResponse>, Same<Out<typeof currentUserInfoSchema>, CurrentUserInfo>]
>;
