import { createErrorReporter, scrubText, scrubValue, type ErrorReportingSdk } from '@/lib/error-reporting';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZi13YW5nIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubText: nothing personal leaves in a report (docs/decisions/054)', () => {
  it.each<[string, string]>([
    ['GET /api/recruit/referral/friend?keyword=13812345678', 'GET /api/recruit/referral/friend?[filtered]'],
    [pagePath('staff', 'job', undefined, { activeKey: 'social', token: 'abc' }), `${BASE}/staff/job?[filtered]`],
    ['https://x.example.com/a?b=1#frag', 'https://x.example.com/a?[filtered]'],
    ['friend 13812345678 not found', 'friend [phone] not found'],
    ['call +86 138-1234-5678', 'call [phone]'],
    ['call 86 138 1234 5678 now', 'call [phone] now'],
    ['id 1234567890123', 'id [number]'],
    [`Authorization: Bearer ${JWT}`, 'Authorization: Bearer [token]'],
    [`token ${JWT} expired`, 'token [token] expired'],
    ['key 0123456789abcdef0123456789abcdef', 'key [secret]'],
    ['page 2 of 10', 'page 2 of 10'],
    ['服务器开小差，请稍后重试。', '服务器开小差，请稍后重试。'],
  ])('%j → %j', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('scrubs nested values, drops secret-named keys, keeps the SDK ids and survives cycles', () => {
    const cyclic: Record<string, unknown> = { message: 'phone 13912345678' };
    cyclic.self = cyclic;
    const scrubbed = scrubValue({
      event_id: '0123456789abcdef0123456789abcdef',
      extra: { keyword: '13812345678', list: ['?q=1', 13812345678], error: new Error('no 13812345678') },
      cyclic,
    });
    expect(scrubbed).toEqual({
      event_id: '0123456789abcdef0123456789abcdef',
      extra: { list: ['?[filtered]', 13812345678], error: 'Error: no [phone]' },
      cyclic: { message: 'phone [phone]', self: '[circular]' },
    });
  });
});

describe('the SDK is told to scrub every breadcrumb and event', () => {
  it("the friend lookup's breadcrumb and an event with the staff page's URL leave without the phone or the token", async () => {
    const sdk = { init: vi.fn(), captureException: vi.fn() } satisfies ErrorReportingSdk;
    const reporter = createErrorReporter({
      dsn: 'https://k@sentry.example.com/1',
      environment: 'prod',
      debug: false,
      load: () => Promise.resolve(sdk),
    });
    await reporter.init();
    const options = sdk.init.mock.calls[0]![0];
    const breadcrumb = options.beforeBreadcrumb({
      category: 'xhr',
      data: { method: 'GET', url: '/api/recruit/client/recruit/v1/friends?keyword=13812345678', status_code: 200 },
    });
    const event = options.beforeSend({
      event_id: 'ab'.repeat(16),
      request: { url: `https://portal.example.com${BASE}/staff/job?token=abc`, headers: { Referer: 'x?token=abc' } },
      breadcrumbs: [{ category: 'navigation', data: { from: '/a?token=abc', to: '/b' } }],
      exception: { values: [{ type: 'Error', value: 'lookup of 13812345678 failed' }] },
    });
    const sent = JSON.stringify([breadcrumb, event]);
    expect(sent).not.toMatch(/13812345678|token=abc/);
    expect(breadcrumb.data.url).toBe('/api/recruit/client/recruit/v1/friends?[filtered]');
    expect(event.event_id).toBe('ab'.repeat(16));
    reporter.report(new Error('x'), { keyword: '13812345678', path: '/a?token=abc' });
    expect(sdk.captureException).toHaveBeenCalledWith(expect.any(Error), { extra: { path: '/a?[filtered]' } });
  });
});
