import type { HttpHandler } from 'msw';
import { AUTH_PATHS } from '@/api/auth';
import type { CurrentUserInfo, ExchangeCodeRequest, ExchangeCodeResponse } from '@/api/types/auth';
import { findDemoAccount, makeMockToken } from '../data/accounts';
import { authRoute, MockError, MOCK_CODE, publicRoute } from '../route';

/** Token lifetime of the mock SSO: one day, like the cookie default (rule CONST-12). */
const TOKEN_LIFETIME_SECONDS = 86_400;

export const authHandlers: HttpHandler[] = [
  // ASSUMPTION (rule AUTH-6): the code exchange; the mock SSO hands out codes `mock-{accountId}`.
  publicRoute<ExchangeCodeResponse>('post', 'account', AUTH_PATHS.exchangeCode, async (ctx) => {
    const body = await ctx.body<ExchangeCodeRequest>();
    const code = body?.code ?? '';
    const account = code.startsWith('mock-') ? findDemoAccount(code.slice('mock-'.length)) : undefined;
    if (!account) throw new MockError(MOCK_CODE.invalid, '授权码无效或已过期，请重新登录');
    return {
      accessToken: makeMockToken(account.id, account.business, TOKEN_LIFETIME_SECONDS),
      expiresIn: TOKEN_LIFETIME_SECONDS,
    };
  }),
  authRoute<CurrentUserInfo>('get', 'account', AUTH_PATHS.currentUserInfo, ({ account }) => ({
    id: `uc-${account.id}`,
    name: account.name,
    userName: account.userName,
    phone: account.phone,
    email: `${account.userName}@example.com`,
  })),
];
