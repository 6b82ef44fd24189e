import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import {
  browserId,
  canEnter,
  formatUserLabel,
  isTechCentre,
  loadUserInfo,
  logout,
  readStoredUserInfo,
  requireLogin,
  setTokenCookies,
  type UserInfo,
} from '@/lib/auth';
import { makeJwt, ok, setPath, stubLocation, validJwt } from '../http/test-helpers';

const USER_URL = '/api/account/open/basic/v1/users/current_info';
const fullUser: UserInfo = { name: '张三', ucId: '1001', ucUserName: 'zhangsan', ucWorkPhone: '13812345678', username: 'zhangsan' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPath('/');
});

describe('user info (spec 4, 7.2)', () => {
  it.each([
    ['candidate', '21'],
    ['staff', '11'],
    ['interview', '11'],
  ] as const)('%s fetches with userType %s and maps the fields', async (business, userType) => {
    setPath(`/recruit-web/${business}/home`);
    setTokenCookies(business, validJwt(), Date.now() + 3_600_000);
    const seen: { url?: URL } = {};
    server.use(
      mock.get(USER_URL, ({ request }) => {
        seen.url = new URL(request.url);
        return ok({ name: '李四', id: 42, user_name: 'lisi', phone: '13900001111' });
      }),
    );
    await expect(loadUserInfo(business)).resolves.toEqual({
      name: '李四',
      ucId: '42',
      ucUserName: 'lisi',
      ucWorkPhone: '13900001111',
      username: 'lisi',
    });
    expect(seen.url!.searchParams.get('user_type')).toBe(userType);
    expect(readStoredUserInfo(business)?.ucUserName).toBe('lisi');
    expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toMatchObject({ name: '李四', ucWorkPhone: '13900001111' });
  });

  it('accepts userName as well as user_name', async () => {
    server.use(mock.get(USER_URL, () => ok({ name: 'A', id: '7', userName: 'camel', phone: '1' })));
    await expect(loadUserInfo('candidate')).resolves.toMatchObject({ ucUserName: 'camel', username: 'camel' });
  });

  it('reuses the stored info while work phone and user name are known', async () => {
    sessionStorage.setItem('userInfo', JSON.stringify(fullUser));
    const handler = vi.fn(() => ok({}));
    server.use(mock.get(USER_URL, handler));
    await expect(loadUserInfo('candidate')).resolves.toEqual(fullUser);
    expect(handler).not.toHaveBeenCalled();
  });

  it('fetches again when the stored info lacks the work phone', async () => {
    sessionStorage.setItem('userInfo', JSON.stringify({ ...fullUser, ucWorkPhone: '' }));
    server.use(mock.get(USER_URL, () => ok({ name: '张三', id: '1001', user_name: 'zhangsan', phone: '13812345678' })));
    await expect(loadUserInfo('candidate')).resolves.toEqual(fullUser);
  });

  it('fetches once for concurrent callers', async () => {
    const handler = vi.fn(() => ok({ name: 'A', id: '1', user_name: 'a', phone: '1' }));
    server.use(mock.get(USER_URL, handler));
    const [a, b] = await Promise.all([loadUserInfo('staff'), loadUserInfo('interview')]);
    expect(a).toEqual(b);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not reuse a candidate\'s info for staff (different token)', async () => {
    await loadUserInfoFor('candidate', fullUser);
    expect(readStoredUserInfo('staff')).toBeUndefined();
    expect(readStoredUserInfo('candidate')).toEqual(fullUser);
  });

  it('logs "获取用户信息时出错" and rejects on failure, without a toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mock.get(USER_URL, () => HttpResponse.json({ code: 500, msg: '账号服务异常' })));
    await expect(loadUserInfo('candidate')).rejects.toMatchObject({ kind: 'business' });
    expect(warn).toHaveBeenCalledWith('获取用户信息时出错', expect.anything());
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});

async function loadUserInfoFor(business: 'candidate', user: UserInfo) {
  server.use(mock.get(USER_URL, () => ok({ name: user.name, id: user.ucId, user_name: user.ucUserName, phone: user.ucWorkPhone })));
  await loadUserInfo(business);
}

describe('log out (decisions 7)', () => {
  it.each([
    ['candidate', '/recruit-web/candidate/home', 'WebCanAuthorization'],
    ['staff', '/recruit-web/staff/login', 'WebStaAuthorization'],
    ['interview', '/recruit-web/interview/login', 'WebStaAuthorization'],
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

  it('keeps the other business\'s token', () => {
    const staffToken = validJwt();
    setTokenCookies('staff', staffToken, Date.now() + 3_600_000);
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    stubLocation();
    logout('candidate');
    expect(Cookies.get('WebStaAuthorization')).toBe(staffToken);
  });
});

describe('route guard (spec 2.7)', () => {
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
    setPath('/recruit-web/staff/rank');
    const location = stubLocation();
    expect(requireLogin(true, 'staff')).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign.mock.calls[0]![0]).toContain('appid=mock-staff-appid');
    expect(requireLogin(false, 'staff')).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});

describe('browserId (spec 3, 9)', () => {
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

describe('tech centre (spec 6)', () => {
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

describe('user label (spec 2.6)', () => {
  it('a candidate shows the masked phone', () => {
    expect(formatUserLabel('candidate', fullUser)).toBe('138****5678');
  });
  it.each(['staff', 'interview'] as const)('%s shows name(user name)', (business) => {
    expect(formatUserLabel(business, fullUser)).toBe('张三(zhangsan)');
  });
});
