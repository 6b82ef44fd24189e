import { readFileSync } from 'node:fs';
import { RECRUIT_TYPE_REGISTRY } from '../src/lib/config/recruit-types';
import { SALARY_UNIT } from '../src/lib/format/salary';
import { SITE_NAME } from '../src/lib/seo/site';
import { STOPPED_JOB_NOTICE } from '../src/features/jobs/components/stopped-job-text';
import { firstStoppedPosition, seedPositions } from '../src/mocks/data/positions';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 22, part 2: what a search engine reads of the job pages (docs/decisions/069). */

const POSITIONS = seedPositions();
/** An open social job with a salary range, and a closed one. */
const OPEN_JOB = POSITIONS.find(
  (job) => job.isValid && job.recruitType === 'social' && job.salaryMin && job.salaryMax && job.salaryMin < job.salaryMax,
);
const CLOSED_JOB = firstStoppedPosition('social');

const JSON_LD = 'script[type="application/ld+json"]';

interface Posting {
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  hiringOrganization: { name: string };
  jobLocation: { address: { addressLocality: string; addressCountry: string } };
  baseSalary: { currency: string; value: { minValue: number; maxValue: number; unitText: string } };
  identifier: { value: string };
  directApply: boolean;
}

async function readPosting(page: Page): Promise<Posting> {
  const script = page.locator(`head ${JSON_LD}`);
  await expect(script).toHaveCount(1);
  const text = (await script.textContent()) ?? '';
  // Safe inside a script element: no tag can be opened or closed in it.
  expect(text).not.toContain('<');
  return JSON.parse(text) as Posting;
}

test('(b) a job’s JobPosting parses and says what the page shows; its title names the job; leaving takes it away', async ({
  page,
  gotoRoute,
}) => {
  expect(OPEN_JOB).toBeDefined();
  await gotoRoute('candidate', 'jobDetail', 'social', { id: OPEN_JOB?.id ?? '' });
  const heading = page.getByRole('heading', { level: 1, name: OPEN_JOB?.positionName });
  await expect(heading).toBeVisible();

  const posting = await readPosting(page);
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: (await heading.textContent())?.trim(),
    hiringOrganization: { name: SITE_NAME },
    identifier: { value: OPEN_JOB?.id },
    directApply: true,
  });
  for (const key of ['description', 'datePosted'] as const) expect(posting[key]).toBeTruthy();
  const city = posting.jobLocation.address.addressLocality;
  expect(posting.jobLocation.address.addressCountry).toBe('CN');
  const cityFact = page
    .getByRole('region', { name: OPEN_JOB?.positionName, exact: true })
    .getByRole('term')
    .filter({ hasText: '工作城市' })
    .locator('xpath=following-sibling::dd');
  await expect(cityFact).toContainText(city);
  const { minValue, maxValue, unitText } = posting.baseSalary.value;
  expect(posting.baseSalary.currency).toBe('CNY');
  expect(unitText).toBe('MONTH');
  // The job's summary (the region its h1 names), not the similar jobs beside it.
  const summary = page.getByRole('region', { name: OPEN_JOB?.positionName, exact: true });
  await expect(summary.getByText(`${minValue}-${maxValue}${SALARY_UNIT}`, { exact: true })).toBeVisible();

  await expect(page).toHaveTitle(`${posting.title} - ${city} - ${SITE_NAME}`);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  expect((await description.getAttribute('content'))?.length).toBeGreaterThan(10);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(page.url()).href.replace(/\?.*$/, `?id=${OPEN_JOB?.id}`),
  );

  // Back to the list inside the app: the list's own head, no job left behind.
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: RECRUIT_TYPE_REGISTRY.social.label }).click();
  await expect(page).toHaveTitle(`${RECRUIT_TYPE_REGISTRY.social.listHeading} - ${SITE_NAME}`);
  await expect(page.locator(JSON_LD)).toHaveCount(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});

test('a closed job carries no JobPosting', async ({ page, gotoRoute }) => {
  expect(CLOSED_JOB).toBeDefined();
  await gotoRoute('candidate', 'jobDetail', 'social', { id: CLOSED_JOB?.id ?? '' });
  await expect(page.getByText(STOPPED_JOB_NOTICE)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${CLOSED_JOB?.positionName} - `));
  await expect(page.locator(JSON_LD)).toHaveCount(0);
});

test('a job list has its own title and description', async ({ page, gotoRoute }) => {
  // The description every page has before the app runs.
  const siteDescription = /<meta name="description" content="([^"]+)"/.exec(readFileSync('index.html', 'utf8'))?.[1];
  expect(siteDescription).toBeTruthy();
  await gotoRoute('candidate', 'job', 'shop');
  const { listHeading } = RECRUIT_TYPE_REGISTRY.shop;
  await expect(page).toHaveTitle(`${listHeading} - ${SITE_NAME}`);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveAttribute('content', new RegExp(`^${listHeading}`));
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute(
    'content',
    (await description.getAttribute('content')) ?? '',
  );
  expect(await description.getAttribute('content')).not.toBe(siteDescription);
  await expect(page.locator(JSON_LD)).toHaveCount(0);
});
