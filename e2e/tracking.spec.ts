import type { Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { expectNoCrashScreen } from './helpers/crash';
import { toasts } from './helpers/toast';
import { allKeys, eventsOf, recordTracking, type SentEvent } from './helpers/tracking';

/**
 * Issue "platform services", tracking (rules TRACK-1, TRACK-7, TRACK-8, STATE-3, ERR-8): opening and leaving pages sends the behaviour events to
 * the (mock) server in snake case; a failing tracking call is never visible to the user.
 */

const CAMEL_CASE_KEY = /[a-z][A-Z]/;

/** Leaves the page the way a user does: the header's 首页 tab (an in-app navigation). */
async function goHomeByHeader(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}/candidate/home`);
}

/** The mock backend's answer to a tracking call (it records the event and answers the envelope). */
async function serverAnswer(event: SentEvent): Promise<{ status: number; code: unknown }> {
  const response = await event.request.response();
  if (!response) return { status: 0, code: undefined };
  const body = (await response.json()) as { code?: unknown };
  return { status: response.status(), code: body.code };
}

test.describe('page tracking', () => {
  test('opening a page sends one page_view in snake case, accepted by the server', async ({ page }) => {
    const sent = recordTracking(page);
    await page.goto(`${BASE}/candidate/social/job`);
    await expect(page.getByRole('heading', { name: '社会招聘职位' })).toBeVisible();

    await expect.poll(() => eventsOf(sent.events, 'page_view', 'job_list').length).toBe(1);
    const [view] = eventsOf(sent.events, 'page_view', 'job_list') as [SentEvent];
    expect(view.body.recruit_type_code).toBe('social');
    expect(view.content).toMatchObject({
      event_name: 'recruit_social_job_list',
      page_name: 'job_list',
      recruit_type: 'social',
      portal_channel: 'other',
      visit_platform: 'web',
    });
    expect(typeof view.content.event_timestamp).toBe('number');
    expect(view.content.browser_id).toBeTruthy();
    expect(allKeys(view.body).filter((key) => CAMEL_CASE_KEY.test(key))).toEqual([]);
    const headers = await view.request.allHeaders();
    expect(headers.clientcode).toBe('RECRUIT');
    expect(headers.tenantid).toBeTruthy();
    expect(await serverAnswer(view)).toEqual({ status: 200, code: 0 });
    // The user sees nothing of it.
    await expect(toasts(page)).toHaveCount(0);
  });

  test('campus and staff pages name their portal', async ({ page, loginAs }) => {
    const sent = recordTracking(page);
    await page.goto(`${BASE}/candidate/school/job`);
    await expect.poll(() => eventsOf(sent.events, 'page_view', 'job_list').length).toBe(1);
    const [campus] = eventsOf(sent.events, 'page_view', 'job_list') as [SentEvent];
    expect(campus.content.event_name).toBe('recruit_campus_job_list');
    expect(campus.body.recruit_type_code).toBe('school');
    expect((await campus.request.allHeaders()).clientcode).toBe('CAMPUS');

    await loginAs('staff-wang');
    await page.goto(`${BASE}/staff/home`);
    await expect.poll(() => eventsOf(sent.events, 'page_view', 'home').length).toBe(1);
    const [staff] = eventsOf(sent.events, 'page_view', 'home') as [SentEvent];
    expect(staff.content.event_name).toBe('recruit_staff_home');
    expect(staff.body.recruit_type_code).toBe('social');
    expect((await staff.request.allHeaders()).authorization).toMatch(/\S/);
  });

  test('leaving a page after more than 1 s sends a page_stay with the stay time', async ({ page }) => {
    // The page's clock stands still (timers still run): the stay is made exactly 1.5 s without sleeping.
    const shownAt = Date.now();
    await page.clock.setFixedTime(shownAt);
    const sent = recordTracking(page);
    await page.goto(`${BASE}/candidate/social/job`);
    await expect(page.getByRole('heading', { name: '社会招聘职位' })).toBeVisible();
    await expect.poll(() => eventsOf(sent.events, 'page_view', 'job_list').length).toBe(1);
    await page.clock.setFixedTime(shownAt + 1_500);

    await goHomeByHeader(page);

    await expect.poll(() => eventsOf(sent.events, 'page_stay', 'job_list').length).toBe(1);
    const [stay] = eventsOf(sent.events, 'page_stay', 'job_list') as [SentEvent];
    expect(stay.content.event_name).toBe('recruit_social_job_list');
    expect(stay.content.page_stay_time).toBe(1_500);
    expect(await serverAnswer(stay)).toEqual({ status: 200, code: 0 });
    // The next page's view names the page the user came from, by its page-environment name (rule STATE-3).
    await expect.poll(() => eventsOf(sent.events, 'page_view', 'home').length).toBe(1);
    const [homeView] = eventsOf(sent.events, 'page_view', 'home') as [SentEvent];
    expect(homeView.content.previous_page_name).toBe('recruit_social_job_list');
  });

  test('the stay of a page left describes that page, though the URL already names the next (rule TRACK-8)', async ({ page }) => {
    const shownAt = Date.now();
    await page.clock.setFixedTime(shownAt);
    const sent = recordTracking(page);
    await page.goto(`${BASE}/candidate/social/job`);
    await expect(page.getByRole('heading', { name: '社会招聘职位' })).toBeVisible();
    await expect.poll(() => eventsOf(sent.events, 'page_view', 'job_list').length).toBe(1);
    await page.clock.setFixedTime(shownAt + 2_000);

    // The job list's own switch to the campus list: same page name, another recruit type.
    await page.getByRole('navigation', { name: '招聘类型' }).getByRole('link', { name: '校园招聘' }).click();
    await expect(page.getByRole('heading', { name: '校园招聘职位' })).toBeVisible();

    const stays = () => sent.events.filter((event) => event.eventType === 'page_stay');
    await expect.poll(() => stays().length).toBe(1);
    const [stay] = stays() as [SentEvent];
    expect(stay.content).toMatchObject({
      event_name: 'recruit_social_job_list',
      recruit_type: 'social',
      page_stay_time: 2_000,
    });
    expect(stay.body.recruit_type_code).toBe('social');
    expect((await stay.request.allHeaders()).clientcode).toBe('RECRUIT');

    // Both lists are in the page history: the campus list's view names the social one.
    const views = () => eventsOf(sent.events, 'page_view', 'job_list');
    await expect.poll(() => views().length).toBe(2);
    const campusView = views().find((event) => event.content.event_name === 'recruit_campus_job_list');
    expect(campusView?.content.previous_page_name).toBe('recruit_social_job_list');
    expect(campusView?.body.recruit_type_code).toBe('school');
  });
  // A stay of 1 s or less sends nothing: tests/lib/tracking/use-page-tracking.cases.tsx (500, 1000, 1001 ms).
});

test.describe('tracking failures stay invisible', () => {
  // One failure here, a network one; an HTTP 500 is swallowed the same way (tests/lib/tracking/track-event.cases.ts).
  for (const fault of ['network'] as const) {
    test(`with the tracking call failing (${fault}), no toast or error appears`, async ({ page }) => {
      const sent = recordTracking(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${BASE}/candidate/social/job?mockFault=${fault}:behaviors`);
      await expect(page.getByText(/^共\s*\d+\s*个职位$/).first()).toBeVisible();
      await expect.poll(() => eventsOf(sent.events, 'page_view', 'job_list').length).toBe(1);
      const [view] = eventsOf(sent.events, 'page_view', 'job_list') as [SentEvent];
      if (fault === 'network') {
        await expect.poll(() => sent.failed.length).toBeGreaterThan(0);
      } else {
        expect((await serverAnswer(view)).status).toBe(500);
      }

      await goHomeByHeader(page);
      await expect.poll(() => eventsOf(sent.events, 'page_view', 'home').length).toBe(1);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
      await expect(page.getByText('埋点上报失败')).toHaveCount(0);
      await expectNoCrashScreen(page);
      expect(errors).toEqual([]);
    });
  }
});
