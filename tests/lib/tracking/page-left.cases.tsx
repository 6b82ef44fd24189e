import { renderHook } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { setTokenCookies } from '@/lib/auth';
import { usePageTracking } from '@/lib/tracking';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { setPath, validJwt } from '../http/test-helpers';
import { expectExactlyOne } from '../../exactly-once';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const BEHAVIORS = '/api/recruit/client/recruit/v1/behaviors';
const START = new Date('2025-07-01T10:00:00Z').getTime();

interface Posted {
  body: Record<string, unknown>;
  headers: Headers;
}

function collect(): Posted[] {
  const posted: Posted[] = [];
  server.use(
    mock.post(BEHAVIORS, async ({ request }) => {
      posted.push({ body: (await request.json()) as Record<string, unknown>, headers: request.headers });
      return HttpResponse.json({ code: 0, msg: '', data: null });
    }),
  );
  return posted;
}

const ofType = (posted: Posted[], type: string) => posted.filter((e) => e.body.event_type === type);
const contentOf = (event: Posted | undefined) => event?.body.content as Record<string, unknown>;

let run = 0;
beforeEach(() => {
  run += 1;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START + run * 60_000);
  usePageHistoryStore.setState({ current: undefined, previous: undefined });
});
afterEach(() => {
  vi.useRealTimers();
  setPath('/');
});

/**
 * Rule TRACK-8: the page stay describes the page that was left. By the time a route unmounts, the URL is already the
 * next page's, so its recruit type, ClientCode, token and previous page must come from the page itself.
 */
describe('page stay describes the page left (rule TRACK-8)', () => {
  it('leaving a school page for a social one: school recruit type, CAMPUS, the left page as page', async () => {
    setPath(`${BASE}/candidate/social/home`);
    usePageHistoryStore.getState().push('recruit_social_home');
    setPath(pagePath('candidate', 'trends', 'school'));
    const posted = collect();
    const { unmount } = renderHook(() => usePageTracking(`trends_${run}`, { business: 'candidate', recruitType: 'school' }));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    vi.setSystemTime(Date.now() + 4000);
    // The router has moved on before the page unmounts.
    setPath(pagePath('candidate', 'job', 'social'));
    usePageHistoryStore.getState().push('recruit_social_job_list');
    unmount();
    await expectExactlyOne(() => ofType(posted, 'page_stay'));
    const [stay] = ofType(posted, 'page_stay');
    expect(stay!.body.recruit_type_code).toBe('school');
    expect(stay!.headers.get('ClientCode')).toBe('CAMPUS');
    expect(contentOf(stay)).toMatchObject({
      event_name: `recruit_campus_trends_${run}`,
      page_name: `trends_${run}`,
      recruit_type: 'school',
      previous_page_name: 'recruit_social_home',
      page_stay_time: 4000,
    });
  });

  it('leaving a staff page for a candidate page keeps the staff token', async () => {
    const staffToken = validJwt({ sub: 'staff-wang' });
    setTokenCookies('staff', staffToken, Date.now() + 3_600_000);
    setPath(pagePath('staff', 'rank'));
    const posted = collect();
    const { unmount } = renderHook(() => usePageTracking(`rank_${run}`, { business: 'staff' }));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    vi.setSystemTime(Date.now() + 2000);
    setPath(pagePath('candidate', 'home', 'school'));
    unmount();
    await expectExactlyOne(() => ofType(posted, 'page_stay'));
    const [stay] = ofType(posted, 'page_stay');
    expect(stay!.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    expect(stay!.headers.get('ClientCode')).toBe('RECRUIT');
    expect(stay!.body.recruit_type_code).toBe('social');
    expect(contentOf(stay)).toMatchObject({ event_name: `recruit_staff_rank_${run}`, recruit_type: '' });
  });

  it('without a route given, the page is the one of the URL when it was shown', async () => {
    setPath(pagePath('candidate', 'job', 'shop'));
    const posted = collect();
    const { unmount } = renderHook(() => usePageTracking(`job_list_${run}`));
    await expectExactlyOne(() => ofType(posted, 'page_view'));
    vi.setSystemTime(Date.now() + 1500);
    setPath(pagePath('candidate', 'job', 'school'));
    unmount();
    await expectExactlyOne(() => ofType(posted, 'page_stay'));
    const [stay] = ofType(posted, 'page_stay');
    expect(stay!.headers.get('ClientCode')).toBe('RECRUIT');
    expect(contentOf(stay)).toMatchObject({ event_name: `recruit_shop_job_list_${run}`, recruit_type: 'shop' });
  });
});
