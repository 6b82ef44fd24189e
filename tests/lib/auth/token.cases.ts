import Cookies from 'js-cookie';
import { clearTokenCookies, getToken, setTokenCookies, tokenExpiryMs } from '@/lib/auth';
import { makeJwt } from '../http/test-helpers';

const NOW = new Date('2025-06-01T10:00:00Z').getTime();
const NOW_S = NOW / 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('token expiry (rule AUTH-2: empty when missing, undecodable or expired)', () => {
  it.each([
    ['missing', undefined, undefined],
    ['empty', '', undefined],
    ['undecodable (not a JWT)', 'not-a-token', undefined],
    ['undecodable (bad base64 JSON)', 'aaa.bbb.ccc', undefined],
    ['exp in the past', makeJwt({ exp: NOW_S - 60 }), undefined],
    ['exp one second ago', makeJwt({ exp: NOW_S - 1 }), undefined],
    ['exp exactly now', makeJwt({ exp: NOW_S }), undefined],
    ['exp one second ahead', makeJwt({ exp: NOW_S + 1 }), 'valid'],
    ['exp in an hour', makeJwt({ exp: NOW_S + 3600 }), 'valid'],
    ['no exp claim', makeJwt({ sub: 'x' }), 'valid'],
  ])('%s', (_name, token, expected) => {
    if (token !== undefined) Cookies.set('WebCanAuthorization', token, { path: '/' });
    expect(getToken('candidate')).toBe(expected === 'valid' ? token : undefined);
  });

  it.each([
    ['Expires cookie in the past', String(NOW - 1), undefined],
    ['Expires cookie exactly now', String(NOW), undefined],
    ['Expires cookie in the future', String(NOW + 60_000), 'valid'],
    ['Expires cookie as a past date string', new Date(NOW - 1000).toUTCString(), undefined],
    ['Expires cookie unreadable (ignored)', 'soon', 'valid'],
  ])('honours the Expires cookie: %s', (_name, expires, expected) => {
    const token = makeJwt({ exp: NOW_S + 3600 });
    Cookies.set('WebCanAuthorization', token, { path: '/' });
    Cookies.set('WebCanAuthorizationExpires', expires, { path: '/' });
    expect(getToken('candidate')).toBe(expected === 'valid' ? token : undefined);
  });

  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiryMs(makeJwt({ exp: NOW_S + 5 }))).toBe(NOW + 5000);
    expect(tokenExpiryMs(makeJwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiryMs('garbage')).toBeUndefined();
  });
});

describe('token cookies per business (rule AUTH-1)', () => {
  it.each([
    ['candidate', 'WebCanAuthorization', 'WebCanAuthorizationExpires'],
    ['staff', 'WebStaAuthorization', 'WebStaAuthorizationExpires'],
    ['interview', 'WebStaAuthorization', 'WebStaAuthorizationExpires'],
  ] as const)('%s writes %s and %s', (business, tokenName, expiresName) => {
    const token = makeJwt({ exp: NOW_S + 3600 });
    setTokenCookies(business, token, NOW + 3_600_000);
    expect(Cookies.get(tokenName)).toBe(token);
    expect(Cookies.get(expiresName)).toBe(String(NOW + 3_600_000));
    expect(getToken(business)).toBe(token);
    clearTokenCookies(business);
    expect(Cookies.get(tokenName)).toBeUndefined();
    expect(Cookies.get(expiresName)).toBeUndefined();
    expect(getToken(business)).toBeUndefined();
  });

  it('staff and interview share one token; the candidate has its own', () => {
    const staffToken = makeJwt({ exp: NOW_S + 3600, biz: 'staff' });
    setTokenCookies('staff', staffToken, NOW + 3_600_000);
    expect(getToken('interview')).toBe(staffToken);
    expect(getToken('candidate')).toBeUndefined();
    clearTokenCookies('candidate');
    expect(getToken('staff')).toBe(staffToken);
  });
});

describe('the cookie store, read once per task (docs/decisions/106)', () => {
  function cookieReads(run: () => void): number {
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get');
    run();
    const reads = getter.mock.calls.length;
    getter.mockRestore();
    return reads;
  }

  it('asks the browser as often for twenty tokens in one task as for one', async () => {
    const token = makeJwt({ exp: NOW_S + 3600 });
    Cookies.set('WebCanAuthorization', token, { path: '/' });
    await Promise.resolve();
    // Parses the cookies once: later reads find them parsed.
    getToken('candidate');
    await Promise.resolve();
    const once = cookieReads(() => expect(getToken('candidate')).toBe(token));
    await Promise.resolve();
    const twenty = cookieReads(() => {
      for (let i = 0; i < 20; i++) expect(getToken('candidate')).toBe(token);
    });
    expect(once).toBeGreaterThan(0);
    expect(twenty).toBe(once);
  });

  it('sees a cookie written elsewhere from the next task on, and its own writes at once', async () => {
    const first = makeJwt({ exp: NOW_S + 3600, n: 1 });
    const second = makeJwt({ exp: NOW_S + 3600, n: 2 });
    await Promise.resolve();
    expect(getToken('candidate')).toBeUndefined();
    Cookies.set('WebCanAuthorization', first, { path: '/' });
    expect(getToken('candidate')).toBeUndefined();
    await Promise.resolve();
    expect(getToken('candidate')).toBe(first);
    setTokenCookies('candidate', second, NOW + 3_600_000);
    expect(getToken('candidate')).toBe(second);
    clearTokenCookies('candidate');
    expect(getToken('candidate')).toBeUndefined();
  });
});
