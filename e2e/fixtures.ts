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
  /** Opens the job list of a recruit type, then the first job's detail; resolves with the job's name. */
  openFirstJob: (recruitType: CandidateRecruitType) => Promise<string>;
}

type CandidateRecruitType = 'social' | 'shop' | 'school';

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
  openFirstJob: async ({ page, gotoRoute }, use) => {
    await use(async (recruitType) => {
      await gotoRoute(`candidate/${recruitType}/job`);
      const firstJob = page.locator('article').first();
      const jobName = (await firstJob.getByRole('heading').first().innerText()).trim();
      await firstJob.getByRole('link', { name: jobName }).click();
      return jobName;
    });
  },
});

/** From a job's detail page, signed in, to the job's delivery page. */
export async function startDelivery(page: Page): Promise<void> {
  await page.getByRole('button', { name: '投递简历' }).click();
  await expect(page.getByRole('heading', { name: '投递简历' })).toBeVisible();
}

/** What a journey of `newCandidateJourney` gets: the page, the fixtures it uses and the recruit type of this run. */
export interface JourneyArgs {
  page: Page;
  gotoRoute: Fixtures['gotoRoute'];
  openFirstJob: Fixtures['openFirstJob'];
  recruitType: 'social' | 'shop';
}

/**
 * A long journey of a new candidate (demo account cand-new, signed in), once for social and once for shop
 * jobs. The title starts with the scenario letter; the shop run also counts for scenario (f).
 */
export function newCandidateJourney(
  scenario: string,
  title: (recruitType: JourneyArgs['recruitType']) => string,
  journey: (args: JourneyArgs) => Promise<void>,
): void {
  for (const recruitType of ['social', 'shop'] as const) {
    test(`(${scenario}${recruitType === 'shop' ? ', f' : ''}) ${title(recruitType)}`, async ({
      page,
      gotoRoute,
      openFirstJob,
      loginAs,
    }) => {
      test.setTimeout(90_000);
      await loginAs('cand-new');
      await journey({ page, gotoRoute, openFirstJob, recruitType });
    });
  }
}

export { expect };
