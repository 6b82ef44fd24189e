import { accountForToken, DEMO_ACCOUNTS, decodeMockToken, makeMockToken } from '@/mocks/data/accounts';
import { accountsForAppType, ssoReturnUrl } from '@/mocks/sso/sso-redirect';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const ORIGIN = 'http://localhost:3000';

describe('demo accounts and mock tokens (rules MOCK-3, MOCK-4)', () => {
  it('offers the accounts rule MOCK-3 asks for', () => {
    const ids = DEMO_ACCOUNTS.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['cand-full', 'cand-new', 'staff-wang', 'staff-tech', 'interviewer-liu']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes a JWT-shaped token with sub, biz and exp (lifetime or absolute)', () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = decodeMockToken(makeMockToken('staff-tech', 'staff', 600));
    expect(claims).toMatchObject({ sub: 'staff-tech', biz: 'staff' });
    expect(claims?.exp).toBeGreaterThanOrEqual(now + 599);
    expect(decodeMockToken(makeMockToken('x', 'staff', now + 42))?.exp).toBe(now + 42);
    expect(makeMockToken('x', 'staff').split('.')).toHaveLength(3);
  });

  it.each([
    ['a named demo account', makeMockToken('interviewer-liu', 'interview', 60), 'interviewer-liu'],
    ['an unknown sub of staff', makeMockToken('someone', 'staff', 60), 'staff-wang'],
    ['an unknown sub of interview', makeMockToken('someone', 'interview', 60), 'interviewer-liu'],
    ['no business at all', makeMockToken('someone', '', 60), 'cand-full'],
  ])('accepts %s', (_, token, expected) => {
    expect(accountForToken(token)?.id).toBe(expected);
  });

  it.each([
    ['an expired token', makeMockToken('cand-full', 'candidate', Math.floor(Date.now() / 1000) - 1)],
    ['a token that is not JWT-shaped', 'abc'],
    ['a payload that is not JSON', 'a.b.c'],
  ])('refuses %s', (_, token) => {
    expect(accountForToken(token)).toBeUndefined();
  });
});

describe('mock SSO return address', () => {
  it.each([
    [`${BASE}/candidate/login?redirectUrl=L2E%3D`, `${BASE}/candidate/login?redirectUrl=L2E%3D&code=mock-cand-full`],
    [pagePath('candidate', 'login'), pagePath('candidate', 'login', undefined, { code: 'mock-cand-full' })],
    [`${ORIGIN}${BASE}/candidate/login?x=1#top`, `${ORIGIN}${BASE}/candidate/login?x=1&code=mock-cand-full#top`],
  ])('returns to %s with the code', (redirectUri, expected) => {
    expect(ssoReturnUrl(redirectUri, 'cand-full', ORIGIN)).toBe(expected);
  });

  it.each([null, 'https://evil.example.com/login', '//evil.example.com/login', 'javascript:alert(1)'])(
    'refuses %s',
    (redirectUri) => {
      expect(ssoReturnUrl(redirectUri, 'cand-full', ORIGIN)).toBeUndefined();
    },
  );

  it('offers staff and interviewers for app type 13, candidates otherwise', () => {
    expect(accountsForAppType('13').map((a) => a.business)).toEqual(['staff', 'staff', 'interview']);
    expect(new Set(accountsForAppType(null).map((a) => a.business))).toEqual(new Set(['candidate']));
  });
});
