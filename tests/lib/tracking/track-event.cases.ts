import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { setTokenCookies } from '@/lib/auth';
import { portalOf, setAnalyticsAdapter, trackEvent, trackingEventName } from '@/lib/tracking';
import { businessInfoOf } from '@/lib/config/business';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { setPath, validJwt } from '../http/test-helpers';
import { pagePath } from '@/lib/routing';

const BEHAVIORS = '/api/recruit/client/recruit/v1/behaviors';

interface Posted {
  body: Record<string, unknown>;
  headers: Headers;
  url: URL;
}

function collect(): Posted[] {
  const posted: Posted[] = [];
  server.use(
    mock.post(BEHAVIORS, async ({ request }) => {
      posted.push({
        body: (await request.json()) as Record<string, unknown>,
        headers: request.headers,
        url: new URL(request.url),
      });
      return HttpResponse.json({ code: 0, msg: '', data: null });
    }),
  );
  return posted;
}

afterEach(() => {
  setAnalyticsAdapter(undefined);
  usePageHistoryStore.setState({ current: undefined, previous: undefined });
  vi.restoreAllMocks();
  setPath('/');
});

describe('trackEvent (rules TRACK-1, TRACK-6)', () => {
  it('posts eventType, content and recruitTypeCode in snake case, with the context fields', async () => {
    setPath(pagePath('candidate', 'jobDetail', 'social'));
    usePageHistoryStore.getState().push('recruit_social_job_list');
    usePageHistoryStore.getState().push('recruit_social_job_detail');
    const posted = collect();
    await trackEvent('click_deliver', { positionDemandId: 'p1', pageName: 'job_detail' });
    expect(posted).toHaveLength(1);
    const { body } = posted[0]!;
    expect(body).toMatchObject({
      event_type: 'click_deliver',
      recruit_type_code: 'social',
      content: {
        position_demand_id: 'p1',
        recruit_type: 'social',
        portal_channel: 'other',
        visit_platform: 'web',
        page_name: 'job_detail',
        previous_page_name: 'recruit_social_job_list',
      },
    });
    const content = body.content as Record<string, unknown>;
    expect(content.event_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof content.event_timestamp).toBe('number');
    expect(content.browser_id).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body).every((key) => key === key.toLowerCase())).toBe(true);
  });

  it.each([
    [pagePath('candidate', 'home', 'school'), 'school', 'CAMPUS'],
    [pagePath('candidate', 'job', 'social'), 'social', 'RECRUIT'],
    [pagePath('candidate', 'job', 'shop'), 'social', 'RECRUIT'],
    [pagePath('staff', 'job'), 'social', 'RECRUIT'],
    [pagePath('staff', 'jobDetail', 'school'), 'school', 'CAMPUS'],
  ])('on %s: recruit_type_code %s, ClientCode %s', async (path, recruitTypeCode, clientCode) => {
    setPath(path);
    const posted = collect();
    await trackEvent('page_view');
    expect(posted[0]!.body.recruit_type_code).toBe(recruitTypeCode);
    expect(posted[0]!.headers.get('ClientCode')).toBe(clientCode);
  });

  it('carries the timestamp t like every other call (issue 19)', async () => {
    setPath(pagePath('staff', 'rank'));
    const posted = collect();
    const before = Date.now();
    await trackEvent('page_view');
    const t = Number(posted[0]!.url.searchParams.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('sends its own headers: TenantId and the bearer token', async () => {
    setPath(pagePath('staff', 'rank'));
    const token = validJwt();
    setTokenCookies('staff', token, Date.now() + 3_600_000);
    localStorage.setItem('TenantId', '905');
    const posted = collect();
    await trackEvent('page_view');
    expect(posted[0]!.headers.get('TenantId')).toBe('905');
    expect(posted[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('uses a keep-alive fetch so the event survives closing the page', async () => {
    collect();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await trackEvent('page_stay');
    expect(fetchSpy).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/recruit\/client\/recruit\/v1\/behaviors\?t=\d+$/),
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it.each([
    ['no response', () => HttpResponse.error()],
    ['HTTP 500', () => new HttpResponse(null, { status: 500 })],
  ])('a failure (%s) is swallowed and warned "埋点上报失败", never shown', async (_name, respond) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mock.post(BEHAVIORS, respond));
    await expect(trackEvent('page_view')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('埋点上报失败', expect.anything());
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('also sends the event to the analytics adapter; an adapter failure is only warned', async () => {
    const posted = collect();
    const track = vi.fn();
    setAnalyticsAdapter({ track });
    await trackEvent('page_view', { eventName: 'recruit_social_job_list', pageName: 'job_list' });
    expect(track).toHaveBeenCalledWith(
      'recruit_social_job_list',
      expect.objectContaining({ eventType: 'page_view', pageName: 'job_list' }),
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAnalyticsAdapter({
      track: () => {
        throw new Error('sdk broken');
      },
    });
    await trackEvent('page_view');
    expect(warn).toHaveBeenCalledWith('埋点上报失败', expect.any(Error));
    expect(posted).toHaveLength(2);
  });
});

describe('event names recruit_{portal}_{page}', () => {
  it.each([
    [businessInfoOf('candidate', 'school'), 'campus'],
    [businessInfoOf('candidate', 'social'), 'social'],
    [businessInfoOf('candidate', 'shop'), 'shop'],
    [businessInfoOf('candidate'), 'social'],
    [businessInfoOf('staff'), 'staff'],
    [businessInfoOf('staff', 'school'), 'staff'],
    [businessInfoOf('interview', 'social'), 'staff'],
  ])('%# portal %s', (info, portal) => {
    expect(portalOf(info)).toBe(portal);
  });

  it.each([
    ['campus', 'home', 'recruit_campus_home'],
    ['social', 'job_list', 'recruit_social_job_list'],
    ['shop', 'job_detail', 'recruit_shop_job_detail'],
    ['staff', 'referrer_resume_list', 'recruit_staff_referrer_resume_list'],
    ['staff', 'points_bill', 'recruit_staff_points_bill'],
  ] as const)('%s + %s → %s', (portal, page, name) => {
    expect(trackingEventName(portal, page)).toBe(name);
  });
});

describe('the page an event describes (rules TRACK-6, STATE-3)', () => {
  it('a custom event without a page name is on the current page of the page history', async () => {
    setPath(pagePath('candidate', 'jobDetail', 'shop'));
    usePageHistoryStore.getState().push('recruit_shop_job_list');
    usePageHistoryStore.getState().push('recruit_shop_job_detail');
    const posted = collect();
    await trackEvent('click_share');
    expect(posted[0]!.body.content).toMatchObject({ page_name: 'job_detail', previous_page_name: 'recruit_shop_job_list' });
  });

  it('a given page wins over the URL: its recruit type, ClientCode and previous page', async () => {
    setPath(pagePath('candidate', 'job', 'social'));
    const posted = collect();
    await trackEvent(
      'page_stay',
      { pageStayTime: 2000 },
      { info: businessInfoOf('candidate', 'school'), pageName: 'home', previousPageName: 'recruit_social_home' },
    );
    expect(posted[0]!.body).toMatchObject({
      recruit_type_code: 'school',
      content: { recruit_type: 'school', page_name: 'home', previous_page_name: 'recruit_social_home', page_stay_time: 2000 },
    });
    expect(posted[0]!.headers.get('ClientCode')).toBe('CAMPUS');
  });
});
