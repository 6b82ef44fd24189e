import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CANDIDATE_PAGES, factsOf } from '@/app/routes/registry';
import { tabLabel } from '@/features/campus/trends/trends-search';
import { pagePath } from '@/lib/routing';
import { SITE_NAME } from '@/lib/seo';
import { STOPPED_JOB_NOTICE } from '@/features/jobs/components/stopped-job-text';
import { firstStoppedPosition } from '@/mocks/data/positions';
import { ERROR_TIMEOUT, openPage } from '../../features/jobs/page-helpers';

vi.mock('@/features/jobs/pages/job-list-page', async () => (await import('../page-stubs')).stubPage('职位列表页'));
vi.mock('@/features/campus/pages/trends-page', async () => (await import('../page-stubs')).stubPage('招聘动态页'));

// What index.html gives every page before the app runs.
const SITE_DESCRIPTION = '招聘门户：社会招聘、门店招聘、校园招聘与员工内推';
const siteMeta = document.createElement('meta');
siteMeta.name = 'description';
siteMeta.content = SITE_DESCRIPTION;
document.head.append(siteMeta);

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const jsonLd = () => {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? (JSON.parse(scripts[0].textContent ?? '') as Record<string, unknown>) : null;
};

function expectHead(title: string, description: string) {
  expect(document.title).toBe(`${title} - ${SITE_NAME}`);
  expect(meta('name="description"')).toBe(description);
  expect(meta('property="og:title"')).toBe(`${title} - ${SITE_NAME}`);
  expect(meta('property="og:description"')).toBe(description);
}

const socialList = factsOf(CANDIDATE_PAGES.job, 'social');
/** The job's own h1, once its facts show (before, the h1 names the loading state). */
async function jobHeading(): Promise<HTMLElement> {
  await screen.findByText('工作城市', {}, ERROR_TIMEOUT);
  return screen.getByRole('heading', { level: 1 });
}

describe('document head from the page registry (issue 22)', () => {
  it('titles and describes a job list by its recruit type', async () => {
    openPage(pagePath('candidate', 'job', 'social'));
    await waitFor(() => expect(document.title).toBe(`${socialList.title} - ${SITE_NAME}`));
    expect(socialList.title).toBe('社会招聘职位');
    expectHead(socialList.title, socialList.description ?? '');
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:url"')).toBeNull();
    expect(canonical()).toBeNull();
    expect(jsonLd()).toBeNull();
  });

  it('titles and describes each campus trends tab, and the page without a tab', async () => {
    const { router } = openPage(pagePath('candidate', 'trends', 'school', { tab: 'talks' }));
    const talks = CANDIDATE_PAGES.trends.headByQuery.heads.talks;
    await waitFor(() => expect(document.title).toBe(`${tabLabel('talks')} - 招聘动态 - ${SITE_NAME}`));
    expect(meta('name="description"')).toBe(talks.description);

    await act(() => router.navigate(pagePath('candidate', 'trends', 'school', { tab: 'qa' })));
    await waitFor(() => expect(document.title).toBe(`${tabLabel('qa')} - 招聘动态 - ${SITE_NAME}`));
    expect(meta('name="description"')).toBe(CANDIDATE_PAGES.trends.headByQuery.heads.qa.description);

    await act(() => router.navigate(pagePath('candidate', 'trends', 'school', { tab: 'nonsense' })));
    await waitFor(() => expect(document.title).toBe(`招聘动态 - ${SITE_NAME}`));
    expect(meta('name="description"')).toBe(CANDIDATE_PAGES.trends.description);
  });

  it('gives a page without a description the site’s own', async () => {
    openPage(pagePath('candidate', 'registrationResult', 'social'));
    await waitFor(() => expect(document.title).toBe(`${CANDIDATE_PAGES.registrationResult.title} - ${SITE_NAME}`));
    expect(meta('name="description"')).toBe(SITE_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});

describe('the job detail’s own head', () => {
  it('names the job and its city, describes it, points to its canonical copy and carries its JobPosting', async () => {
    const { router } = openPage(pagePath('candidate', 'jobDetail', 'social', { id: 'PD20001', from: 'list' }));
    const heading = await jobHeading();
    const title = heading.textContent ?? '';
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} - .+ - ${SITE_NAME}$`)));
    // The title comes with the job; the description and JobPosting, which read its HTML, once the page is idle.
    await waitFor(() => expect(jsonLd()).not.toBeNull(), ERROR_TIMEOUT);
    const posting = jsonLd();
    expect(posting).toMatchObject({ '@type': 'JobPosting', title, directApply: true });
    const city = (posting?.jobLocation as { address: { addressLocality: string } }).address.addressLocality;
    expect(document.title).toBe(`${title} - ${city} - ${SITE_NAME}`);
    expect(screen.getByText('工作城市').closest('div')).toHaveTextContent(city.replace(/市$/, ''));
    const description = meta('name="description"') ?? '';
    expect(description.length).toBeGreaterThan(10);
    expect(description).not.toMatch(/[<>]/);
    // Only the id: the page's other query is not part of its address.
    const url = `${window.location.origin}${pagePath('candidate', 'jobDetail', 'social', { id: 'PD20001' })}`;
    expect(canonical()).toBe(url);
    expect(meta('property="og:url"')).toBe(url);
    expect(meta('property="og:type"')).toBe('article');

    // Leaving the job gives the list its own head back, and takes the job's away.
    await act(() => router.navigate(pagePath('candidate', 'job', 'social')));
    await waitFor(() => expect(document.title).toBe(`${socialList.title} - ${SITE_NAME}`));
    expectHead(socialList.title, socialList.description ?? '');
    expect(jsonLd()).toBeNull();
    expect(canonical()).toBeNull();
    expect(meta('property="og:url"')).toBeNull();
  });

  it('a closed job keeps its title but carries no JobPosting', async () => {
    const closed = firstStoppedPosition('social');
    expect(closed).toBeDefined();
    openPage(pagePath('candidate', 'jobDetail', 'social', { id: closed?.id ?? '' }));
    expect(await screen.findByText(STOPPED_JOB_NOTICE, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(document.title.startsWith(`${closed?.positionName} - `)).toBe(true));
    expect(canonical()).not.toBeNull();
    // The whole head has come (the job's own description) and still has no JobPosting.
    await waitFor(() => expect(meta('name="description"')).not.toBe(SITE_DESCRIPTION), ERROR_TIMEOUT);
    expect(jsonLd()).toBeNull();
  });

  it('a job that does not exist keeps the route’s head, without a JobPosting', async () => {
    openPage(pagePath('candidate', 'jobDetail', 'social', { id: 'NOPE' }));
    expect(await screen.findByText('职位不存在或已下线', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(document.title).toBe(`${CANDIDATE_PAGES.jobDetail.title} - ${SITE_NAME}`);
    expect(jsonLd()).toBeNull();
    expect(canonical()).toBeNull();
  });

  it('under staff, points to the candidate’s public copy', async () => {
    openPage(pagePath('staff', 'jobDetail', 'social', { id: 'PD20001' }), { account: 'staff-wang' });
    await jobHeading();
    await waitFor(() => expect(jsonLd()).not.toBeNull(), ERROR_TIMEOUT);
    expect(canonical()).toBe(`${window.location.origin}${pagePath('candidate', 'jobDetail', 'social', { id: 'PD20001' })}`);
  });
});
