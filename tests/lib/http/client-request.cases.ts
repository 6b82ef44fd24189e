import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { http } from '@/lib/http';
import { setTokenCookies } from '@/lib/auth';
import { clearToasts, makeJwt, ok, setPath, validJwt } from './test-helpers';
import { pagePath } from '@/lib/routing';

/** Captures the last request the handler saw. */
function capture(method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, data: unknown = null) {
  const seen: { request?: Request } = {};
  server.use(
    mock[method](url, ({ request }) => {
      seen.request = request.clone();
      return ok(data);
    }),
  );
  return seen;
}

afterEach(() => {
  clearToasts();
  setPath('/');
});

describe('common headers and query (rules HTTP-2, HTTP-3)', () => {
  it.each([
    [pagePath('candidate', 'job', 'school'), 'CAMPUS', 'campus'],
    [pagePath('candidate', 'job', 'social'), 'RECRUIT', 'social'],
    [pagePath('candidate', 'job', 'shop'), 'RECRUIT', 'social'],
    [pagePath('candidate', 'home'), 'RECRUIT', 'social'],
    [pagePath('staff', 'job'), 'RECRUIT', null],
    [pagePath('staff', 'home'), 'RECRUIT', null],
    [pagePath('staff', 'jobDetail', 'school'), 'CAMPUS', 'campus'],
    [pagePath('staff', 'jobDetail', 'shop'), 'RECRUIT', 'social'],
    [pagePath('interview', 'list', 'social'), 'RECRUIT', 'social'],
    ['/somewhere-else', 'RECRUIT', 'social'],
  ])('on %s: ClientCode %s, recruit_type_code %s', async (path, clientCode, recruitTypeCode) => {
    setPath(path);
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x');
    const url = new URL(seen.request!.url);
    expect(seen.request!.headers.get('ClientCode')).toBe(clientCode);
    expect(url.searchParams.get('recruit_type_code')).toBe(recruitTypeCode);
    expect(url.searchParams.has('recruit_type_code')).toBe(recruitTypeCode !== null);
  });

  it('appends the timestamp t on every call', async () => {
    const seen = capture('post', '/api/recruit/x');
    const before = Date.now();
    await http.post('/x', { a: 1 });
    const t = Number(new URL(seen.request!.url).searchParams.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('lets a call override ClientCode (dictionary calls send EHR,GLOBAL)', async () => {
    setPath(pagePath('candidate', 'job', 'school'));
    const seen = capture('get', '/api/dict/open/basic/v1/dicts/edu');
    await http.get('/open/basic/v1/dicts/edu', { base: 'dict', headers: { ClientCode: 'EHR,GLOBAL' } });
    expect(seen.request!.headers.get('ClientCode')).toBe('EHR,GLOBAL');
  });

  it.each([
    ['cookie wins', { cookie: '901', local: '902' }, '901'],
    ['local storage next', { local: '902' }, '902'],
    ['configured tenant last (dev 82)', {}, '82'],
  ])('TenantId: %s', async (_name, sources: { cookie?: string; local?: string }, expected) => {
    if (sources.cookie) Cookies.set('cookieTenantId', sources.cookie, { path: '/' });
    if (sources.local) localStorage.setItem('TenantId', sources.local);
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x');
    expect(seen.request!.headers.get('TenantId')).toBe(expected);
  });

  it.each([
    [pagePath('candidate', 'job', 'social'), 'candidate'],
    [pagePath('staff', 'job'), 'staff'],
    [pagePath('interview', 'list', 'social'), 'interview'],
  ] as const)('on %s sends Bearer + the %s token', async (path, business) => {
    setPath(path);
    const token = validJwt({ biz: business });
    setTokenCookies(business, token, Date.now() + 3_600_000);
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x');
    expect(seen.request!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization without a valid token (missing, expired, other business)', async () => {
    setPath(pagePath('staff', 'job'));
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x');
    expect(seen.request!.headers.get('Authorization')).toBeNull();

    setTokenCookies('staff', makeJwt({ exp: Math.floor(Date.now() / 1000) - 10 }), Date.now() + 3_600_000);
    await http.get('/x');
    expect(seen.request!.headers.get('Authorization')).toBeNull();
  });

  it('sends pp-userid: the stored ucId, else empty', async () => {
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x');
    expect(seen.request!.headers.get('pp-userid')).toBe('');
    sessionStorage.setItem(
      'userInfo',
      JSON.stringify({ name: '张三', ucId: 'uc-42', ucUserName: 'zhangsan', ucWorkPhone: '13812345678', username: 'zhangsan' }),
    );
    await http.get('/x');
    expect(seen.request!.headers.get('pp-userid')).toBe('uc-42');
  });
});

describe('server bases and methods', () => {
  it.each([
    ['main', '/api/recruit/p'],
    ['account', '/api/account/p'],
    ['dict', '/api/dict/p'],
  ] as const)('base %s → %s', async (base, url) => {
    capture('get', url, { base });
    await expect(http.get('/p', { base })).resolves.toEqual({ base });
  });

  it.each(['get', 'post', 'put', 'patch', 'delete'] as const)('%s resolves with the envelope data', async (method) => {
    const seen = capture(method, '/api/recruit/m', { method });
    const result = method === 'get' || method === 'delete' ? await http[method]('/m') : await http[method]('/m', { a: 1 });
    expect(result).toEqual({ method });
    expect(seen.request!.method).toBe(method.toUpperCase());
  });

  it('resolves a body without an envelope as it is', async () => {
    server.use(mock.get('/api/recruit/plain', () => HttpResponse.json([{ some_key: 1 }])));
    await expect(http.get('/plain')).resolves.toEqual([{ someKey: 1 }]);
  });

  it('sends arrays in the query as repeated keys', async () => {
    const seen = capture('get', '/api/recruit/x');
    await http.get('/x', { params: { cityCodes: ['1', '2'] } });
    expect(new URL(seen.request!.url).searchParams.getAll('city_codes')).toEqual(['1', '2']);
  });
});
