import { expect, test } from '@playwright/test';
import { writeTokenCookie, type DemoAccountId } from '../e2e/fixtures';
import { expectSettled, seededJob, watchPage, type PageProblems } from './helpers';
import { PORTAL_ROUTES, type PortalBusiness } from './portal-routes';
import { BASE } from './served';

/** The demo account each business's routes are visited as (every page renders, none sends to the SSO). */
const ACCOUNT: Record<PortalBusiness, DemoAccountId> = {
  candidate: 'cand-full',
  staff: 'staff-wang',
  interview: 'interviewer-liu',
};

type RecruitType = 'social' | 'shop' | 'school';
type Jobs = Record<RecruitType, string>;

/**
 * The address of a route: pages under a recruit type get a seeded job of that type; login pages the one-step sign-in
 * (login_hint, through the mock API's SSO stand-in with state, docs/decisions/050).
 */
function addressOf(business: PortalBusiness, route: string, jobs: Jobs): string {
  const path = `${BASE}/${business}/${route}`;
  if (route === 'login') {
    const home = Buffer.from(`${BASE}/${business}/home`).toString('base64');
    return `${path}?login_hint=${ACCOUNT[business]}&redirectUrl=${encodeURIComponent(home)}`;
  }
  const recruitType = route.split('/')[0] as RecruitType;
  return recruitType in jobs ? `${path}?id=${jobs[recruitType]}` : path;
}

const GROUPS: { business: PortalBusiness; title: string; routes: readonly string[] }[] = [
  {
    business: 'candidate',
    title: 'candidate home, login and social',
    routes: PORTAL_ROUTES.candidate.filter((r) => !/^(shop|school)\//.test(r)),
  },
  { business: 'candidate', title: 'candidate shop', routes: PORTAL_ROUTES.candidate.filter((r) => r.startsWith('shop/')) },
  { business: 'candidate', title: 'candidate school', routes: PORTAL_ROUTES.candidate.filter((r) => r.startsWith('school/')) },
  { business: 'staff', title: 'staff', routes: PORTAL_ROUTES.staff },
  { business: 'interview', title: 'interview', routes: PORTAL_ROUTES.interview },
];

test.describe('every route under nginx’s Content-Security-Policy', () => {
  for (const group of GROUPS) {
    test(`${group.title}: no securitypolicyviolation, no console error (${group.routes.length} routes)`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(20_000 + group.routes.length * 10_000);
      const jobs: Jobs = {
        social: (await seededJob(request, 'social')).id,
        shop: (await seededJob(request, 'shop')).id,
        school: (await seededJob(request, 'school')).id,
      };
      await writeTokenCookie(page, ACCOUNT[group.business], baseURL ?? '');
      const problems = await watchPage(page);
      const found: Record<string, PageProblems> = {};
      for (const route of group.routes) {
        await test.step(route, async () => {
          const response = await page.goto(addressOf(group.business, route, jobs));
          expect(response?.status()).toBe(200);
          await expectSettled(page);
          if (problems.cspViolations.length > 0 || problems.consoleErrors.length > 0) {
            found[route] = { cspViolations: problems.cspViolations.splice(0), consoleErrors: problems.consoleErrors.splice(0) };
          }
        });
      }
      if (problems.cspViolations.length > 0 || problems.consoleErrors.length > 0) found['(after the last route)'] = problems;
      expect(found).toEqual({});
    });
  }
});

// A JSON-LD block is data, not a script the policy governs (docs/decisions/069): the job detail writes one under
// `script-src 'self'` without a violation.
test('a job’s JSON-LD data block: written, parsed, no securitypolicyviolation', async ({ page, request }) => {
  const job = await seededJob(request, 'social');
  const problems = await watchPage(page);
  await page.goto(`${BASE}/candidate/social/jobDetail?id=${job.id}`);
  await expectSettled(page);
  const block = page.locator('head script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  expect(JSON.parse((await block.textContent()) ?? '')).toMatchObject({ '@type': 'JobPosting', title: job.name });
  expect(problems).toEqual({ cspViolations: [], consoleErrors: [] });
});
