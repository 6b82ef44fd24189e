import Cookies from 'js-cookie';
import {
  browserId,
  canEnter,
  formatUserLabel,
  isTechCentre,
  createSsoState,
  logout,
  requireLogin,
  saveUserInfo,
  SSO_STATE_KEY,
  setTokenCookies,
  type UserInfo,
} from '@/lib/auth';
import { makeJwt, setPath, stubLocation, validJwt } from '../http/test-helpers';
import { pagePath } from '@/lib/routing';

const fullUser: UserInfo = {
  name: '张三',
  ucId: '1001',
  ucUserName: 'zhangsan',
  ucWorkPhone: '13812345678',
  username: 'zhangsan',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPath('/');
});

describe('log out (rule AUTH-8)', () => {
  it.each([
    ['candidate', pagePath('candidate', 'home'), 'WebCanAuthorization'],
    ['staff', pagePath('staff', 'login'), 'WebStaAuthorization'],
    ['interview', pagePath('interview', 'login'), 'WebStaAuthorization'],
  ] as const)('%s: clears its cookies and the user info, then goes to %s', (business, target, cookie) => {
    setTokenCookies(business, validJwt(), Date.now() + 3_600_000);
    sessionStorage.setItem('userInfo', JSON.stringify(fullUser));
    const location = stubLocation();
    logout(business);
    expect(Cookies.get(cookie)).toBeUndefined();
    expect(Cookies.get(`${cookie}Expires`)).toBeUndefined();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(location.assign).toHaveBeenCalledWith(target);
  });

  it("removes the user's drafts, the tab's visitor drafts and pending sign-in states, and keeps other users' drafts", () => {
    saveUserInfo('candidate', fullUser);
    localStorage.setItem('draft:1001:resume-1', JSON.stringify({ value: { email: 'a@b.c' }, savedAt: Date.now() }));
    localStorage.setItem('draft:2002:feedback', JSON.stringify({ value: { content: 'x' }, savedAt: Date.now() }));
    sessionStorage.setItem(
      'draft:visitor:registration',
      JSON.stringify({ value: { phone: '13800000000' }, savedAt: Date.now() }),
    );
    createSsoState();
    stubLocation();
    logout('candidate');
    expect(localStorage.getItem('draft:1001:resume-1')).toBeNull();
    expect(localStorage.getItem('draft:2002:feedback')).not.toBeNull();
    expect(sessionStorage.getItem('draft:visitor:registration')).toBeNull();
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBeNull();
    localStorage.clear();
  });

  it('when the tab no longer knows whose session it was, removes every draft', () => {
    localStorage.setItem('draft:1001:resume-1', JSON.stringify({ value: {}, savedAt: Date.now() }));
    localStorage.setItem('draft:2002:feedback', JSON.stringify({ value: {}, savedAt: Date.now() }));
    localStorage.setItem('browserId', 'kept');
    stubLocation();
    logout('staff');
    expect(localStorage.getItem('draft:1001:resume-1')).toBeNull();
    expect(localStorage.getItem('draft:2002:feedback')).toBeNull();
    expect(localStorage.getItem('browserId')).toBe('kept');
    localStorage.clear();
  });

  it("keeps the other business's token", () => {
    const staffToken = validJwt();
    setTokenCookies('staff', staffToken, Date.now() + 3_600_000);
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    stubLocation();
    logout('candidate');
    expect(Cookies.get('WebStaAuthorization')).toBe(staffToken);
  });
});

describe('route guard (rule AUTH-4)', () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [true, true, true],
    [false, true, true],
  ])('needLogin %s, token %s → may enter %s', (needLogin, withToken, expected) => {
    if (withToken) setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    expect(canEnter(needLogin, 'candidate')).toBe(expected);
  });

  it('an expired token does not count', () => {
    setTokenCookies('staff', makeJwt({ exp: Math.floor(Date.now() / 1000) - 1 }), Date.now() + 3_600_000);
    expect(canEnter(true, 'staff')).toBe(false);
  });

  it('requireLogin starts the sign-in when not allowed', () => {
    setPath(pagePath('staff', 'rank'));
    const location = stubLocation();
    expect(requireLogin(true, 'staff')).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign.mock.calls[0]![0]).toContain('appid=mock-staff-appid');
    expect(requireLogin(false, 'staff')).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});

describe('browserId (rules AUTH-14, CONST-19)', () => {
  it('is 32 hex characters, stable, and kept in local storage', () => {
    const id = browserId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(browserId()).toBe(id);
    expect(localStorage.getItem('browserId')).toBe(id);
  });

  it('replaces a malformed stored value', () => {
    localStorage.setItem('browserId', 'not-an-id');
    expect(browserId()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('tech centre (rule AUTH-13)', () => {
  it.each([
    [['ATS_SCFT_001', 'ATS_SCFT_011'], true],
    [['ATS_SCFT_001'], false],
    ['ATS_SCFT_002,ATS_SCFT_011', true],
    ['ATS_SCFT_0111', false],
    [[], false],
    [undefined, false],
    [null, false],
    [{ departmentCodes: ['ATS_SCFT_011'] }, true],
    [{ departmentPositionCodes: 'ATS_SCFT_011' }, true],
    [{ departmentCodes: ['X'] }, false],
  ])('%j → %s', (input, expected) => {
    expect(isTechCentre(input as Parameters<typeof isTechCentre>[0])).toBe(expected);
  });
});

describe('user label (rule NAV-8)', () => {
  it('a candidate shows the masked phone', () => {
    expect(formatUserLabel('candidate', fullUser)).toBe('138****5678');
  });
  it.each(['staff', 'interview'] as const)('%s shows name(user name)', (business) => {
    expect(formatUserLabel(business, fullUser)).toBe('张三(zhangsan)');
  });
});
