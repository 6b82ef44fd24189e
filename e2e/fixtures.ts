import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, makeMockToken } from '../src/mocks/data/accounts';

export const PUBLIC_NAME = 'recruit-web';
export const BASE = `/${PUBLIC_NAME}`;

type Business = 'candidate' | 'staff' | 'interview';

const TOKEN_COOKIE: Record<Business, [string, string]> = {
  candidate: ['WebCanAuthorization', 'WebCanAuthorizationExpires'],
  staff: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
  interview: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
};

interface Fixtures {
  /** Signs in as a demo account by writing its token cookies, as the mock backend accepts any unexpired JWT. */
  loginAs: (accountId: string) => Promise<void>;
  /** Opens a route under the base, e.g. `candidate/social/job?keyword=店长`. */
  gotoRoute: (route: string) => Promise<void>;
}

export async function writeTokenCookie(page: Page, accountId: string, baseURL: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.id === accountId);
  if (!account) throw new Error(`unknown demo account ${accountId}`);
  const business = account.business as Business;
  const expiresAtMs = Date.now() + 24 * 3600 * 1000;
  const token = makeMockToken(account.id, business, Math.floor(expiresAtMs / 1000));
  const [tokenName, expiresName] = TOKEN_COOKIE[business];
  const origin = new URL(baseURL).origin;
  await page.context().addCookies([
    { name: tokenName, value: token, url: origin },
    { name: expiresName, value: String(expiresAtMs), url: origin },
  ]);
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, baseURL }, use) => {
    await use((accountId) => writeTokenCookie(page, accountId, baseURL ?? 'http://localhost:4173'));
  },
  gotoRoute: async ({ page }, use) => {
    await use(async (route) => {
      await page.goto(`${BASE}/${route.replace(/^\//, '')}`);
    });
  },
});

export { expect };
