import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, makeMockToken } from '../src/mocks/data/accounts';
import type { BusinessName, RecruitType } from '../src/lib/config/business';
import type { PageName, PageQuery } from '../src/lib/routing/catalogue';
import { DEMO_ACCOUNT_IDS, type DemoAccountId } from './helpers/accounts';
import { BASE, PUBLIC_NAME, routePath } from './helpers/paths';

export { BASE, PUBLIC_NAME, routePath };

export { DEMO_ACCOUNT_IDS, type DemoAccountId };

/** Opens a page of the portal; the arguments are `pagePath`'s (see `routePath`). */
export type GotoRoute = <B extends BusinessName>(
  business: B,
  page: PageName<B>,
  recruitType?: RecruitType,
  query?: PageQuery,
) => Promise<void>;

const TOKEN_COOKIE: Record<BusinessName, [string, string]> = {
  candidate: ['WebCanAuthorization', 'WebCanAuthorizationExpires'],
  staff: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
  interview: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
};

interface Fixtures {
  /** Signs in as a demo account by writing its token cookies, as the mock backend accepts any unexpired JWT. */
  loginAs: (accountId: DemoAccountId) => Promise<void>;
  /** Opens a page, e.g. `gotoRoute('candidate', 'job', 'social', { keyword: '店长' })`. */
  gotoRoute: GotoRoute;
  /** Opens the job list of a recruit type, then the first job's detail; resolves with the job's name. */
  openFirstJob: (recruitType: CandidateRecruitType) => Promise<string>;
}

type CandidateRecruitType = 'social' | 'shop' | 'school';

export async function writeTokenCookie(page: Page, accountId: DemoAccountId, baseURL: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.id === accountId);
  if (!account) throw new Error(`unknown demo account ${accountId}`);
  const business = account.business as BusinessName;
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
    const gotoRoute: GotoRoute = async (business, pageName, recruitType, query) => {
      await page.goto(routePath(business, pageName, recruitType, query));
    };
    await use(gotoRoute);
  },
  openFirstJob: async ({ page, gotoRoute }, use) => {
    await use(async (recruitType) => {
      await gotoRoute('candidate', 'job', recruitType);
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
 * A long journey of a new candidate (demo account cand-new, signed in) for one recruit type. Each long journey runs
 * once (issue 21): the social and the shop runs of one journey proved the same steps twice, so the journeys share the
 * two types among them (apply: social; the parsed resume and the re-login draft: shop). The title starts with the
 * issue's scenario letter; a shop run also counts for scenario (f).
 */
export function newCandidateJourney(
  scenario: string,
  recruitType: JourneyArgs['recruitType'],
  title: string,
  journey: (args: JourneyArgs) => Promise<void>,
): void {
  test(`(${scenario}${recruitType === 'shop' ? ', f' : ''}) ${recruitType}: ${title}`, async ({
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

export { expect };
