import {
  buildAuthorizeUrl,
  decodeBase64Utf8,
  encodeBase64Utf8,
  isLoginPath,
  isSafeRedirect,
  redirectToLogin,
  safeRedirectTarget,
} from '@/lib/auth';
import { businessInfoOf } from '@/lib/config/business';
import { setPath, stubLocation } from '../http/test-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const origin = window.location.origin;

afterEach(() => {
  vi.unstubAllGlobals();
  setPath('/');
});

describe('safe redirects (rule LINK-9)', () => {
  it.each([
    '/recruit-web',
    `${BASE}/`,
    pagePath('candidate', 'home'),
    pagePath('candidate', 'jobDetail', 'social', { id: '1', frontRecruitType: 'ATS_RT_001' }),
    `${BASE}/candidate/school/job?keyword=店长#list`,
    pagePath('staff', 'job', undefined, { activeKey: 'social' }),
    `${origin}${BASE}/candidate/home`,
    `${BASE}/candidate/home?next=javascript:alert(1)`,
  ])('accepts %s', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    ['javascript scheme', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript with leading spaces', '   javascript:alert(1)'],
    ['javascript with a leading tab', '\tjavascript:alert(1)'],
    ['javascript with a leading NUL', '\u0000javascript:alert(1)'],
    ['javascript with an inner newline', 'java\nscript:alert(1)'],
    ['javascript with a leading non-breaking space', '\u00a0javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['upper-case data scheme', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['mixed-case vbscript with spaces', '  VbScRiPt:msgbox(1)'],
    ['protocol-relative host', `//evil.example.com${BASE}/candidate/home`],
    ['protocol-relative with three slashes', '///evil.example.com'],
    ['back slash host', '/\\evil.example.com'],
    ['double back slash', '\\\\evil.example.com'],
    ['back slash inside the base', '/recruit-web\\..\\..\\evil'],
    ['tab that browsers drop, making //host', '/\t/evil.example.com'],
    ['absolute URL of another origin', `https://evil.example.com${BASE}/candidate/home`],
    ['http URL of another origin', 'http://evil.example.com'],
    ['same host, other port', `http://localhost:9999${BASE}/candidate/home`],
    ['userinfo trick', `http://localhost:3000@evil.example.com${BASE}/`],
    ['lookalike host', `${origin}.evil.example.com${BASE}/`],
    ['path outside the base', '/admin'],
    ['base name prefix only', '/recruit-webevil/candidate/home'],
    ['dot-dot out of the base', `${BASE}/../evil`],
    ['encoded dot-dot out of the base', `${BASE}/%2e%2e/evil`],
    ['relative path', 'recruit-web/candidate/home'],
    ['other scheme', `ftp://localhost${BASE}/`],
    ['empty', ''],
  ])('rejects %s', (_name, target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('a rejected, missing or login-page target goes to the business home', () => {
    expect(safeRedirectTarget('javascript:alert(1)', 'candidate')).toBe(pagePath('candidate', 'home'));
    expect(safeRedirectTarget(undefined, 'staff')).toBe(pagePath('staff', 'home'));
    expect(safeRedirectTarget(null, 'interview')).toBe(pagePath('interview', 'home'));
    expect(safeRedirectTarget(pagePath('staff', 'login', undefined, { code: '1' }), 'staff')).toBe(pagePath('staff', 'home'));
    expect(safeRedirectTarget(pagePath('candidate', 'job', 'social'), 'candidate')).toBe(pagePath('candidate', 'job', 'social'));
  });

  it('recognises the login pages', () => {
    expect(isLoginPath(pagePath('candidate', 'login'))).toBe(true);
    expect(isLoginPath(`${BASE}/staff/login/?code=1`)).toBe(true);
    expect(isLoginPath(`${BASE}/interview/login#x`)).toBe(true);
    expect(isLoginPath(`${BASE}/candidate/loginx`)).toBe(false);
  });
});

describe('base64 of the return path (UTF-8 safe)', () => {
  it.each([
    `${BASE}/candidate/social/job?keyword=店长&city=上海`,
    pagePath('candidate', 'home'),
    `${BASE}/candidate/school/job?q=a+b/c=d&emoji=😀`,
  ])('round-trips %s', (text) => {
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
  });

  it('tolerates URL-safe alphabet, missing padding and + turned into spaces', () => {
    const encoded = encodeBase64Utf8(`${BASE}/candidate/home?k=店长??`);
    const lax = encoded.replace(/\+/g, ' ').replace(/=+$/, '');
    expect(decodeBase64Utf8(lax)).toBe(`${BASE}/candidate/home?k=店长??`);
    expect(decodeBase64Utf8(encoded.replace(/\+/g, '-').replace(/\//g, '_'))).toBe(`${BASE}/candidate/home?k=店长??`);
  });

  it('gives undefined for input that is not base64 of UTF-8', () => {
    expect(decodeBase64Utf8('%%%')).toBeUndefined();
    expect(decodeBase64Utf8(btoa('\xff\xfe'))).toBeUndefined();
  });
});

describe('the SSO authorize address (rule AUTH-5)', () => {
  function parse(url: string) {
    const parsed = new URL(url, origin);
    const redirectUri = new URL(parsed.searchParams.get('redirect_uri')!);
    return { parsed, redirectUri, returnTo: decodeBase64Utf8(redirectUri.searchParams.get('redirectUrl')!) };
  }

  it('for a candidate: appid, response_type=code, scope=uc_basic, no app_type, back to the candidate login', () => {
    const path = `${BASE}/candidate/social/collectingPosition?keyword=店长`;
    const { parsed, redirectUri, returnTo } = parse(buildAuthorizeUrl(businessInfoOf('candidate', 'social'), path));
    expect(parsed.pathname).toBe('/mock-sso/authorize');
    expect(parsed.searchParams.has('app_type')).toBe(false);
    expect(parsed.searchParams.get('appid')).toBe('mock-candidate-appid');
    expect(parsed.searchParams.get('response_type')).toBe('code');
    expect(parsed.searchParams.get('scope')).toBe('uc_basic');
    expect(`${redirectUri.origin}${redirectUri.pathname}`).toBe(`${origin}${BASE}/candidate/login`);
    expect(returnTo).toBe(path);
  });

  it.each(['staff', 'interview'] as const)('for %s: app_type 13 and the staff appid', (business) => {
    const { parsed, redirectUri, returnTo } = parse(buildAuthorizeUrl(businessInfoOf(business), `${BASE}/${business}/home`));
    expect(parsed.searchParams.get('app_type')).toBe('13');
    expect(parsed.searchParams.get('appid')).toBe('mock-staff-appid');
    expect(redirectUri.pathname).toBe(`${BASE}/${business}/login`);
    expect(returnTo).toBe(`${BASE}/${business}/home`);
  });

  it('never returns to a login page or an unsafe path (it would loop or leak)', () => {
    expect(parse(buildAuthorizeUrl(businessInfoOf('staff'), pagePath('staff', 'login'))).returnTo).toBe(
      pagePath('staff', 'home'),
    );
    expect(parse(buildAuthorizeUrl(businessInfoOf('candidate'), '//evil.example.com')).returnTo).toBe(
      pagePath('candidate', 'home'),
    );
  });

  it('redirectToLogin goes there with the current path and query', () => {
    setPath(`${BASE}/candidate/school/deliverySchoolResume?id=9&来源=校招`);
    const location = stubLocation();
    redirectToLogin();
    expect(location.assign).toHaveBeenCalledTimes(1);
    const { parsed, returnTo } = parse(location.assign.mock.calls[0]![0]);
    expect(parsed.searchParams.get('appid')).toBe('mock-candidate-appid');
    expect(returnTo).toBe(`${BASE}/candidate/school/deliverySchoolResume?id=9&${encodeURI('来源')}=${encodeURI('校招')}`);
  });

  it('redirectToLogin takes an explicit business and return path', () => {
    setPath(pagePath('candidate', 'home'));
    const location = stubLocation();
    redirectToLogin(businessInfoOf('staff'), pagePath('staff', 'rank'));
    const { parsed, returnTo } = parse(location.assign.mock.calls[0]![0]);
    expect(parsed.searchParams.get('app_type')).toBe('13');
    expect(returnTo).toBe(pagePath('staff', 'rank'));
  });
});
