import { QueryClient } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { userInfoQuery } from '@/api/session';
import { readStoredUserInfo, setTokenCookies, type UserInfo } from '@/lib/auth';
import type { BusinessName } from '@/lib/config/business';
import { ok, setPath, validJwt } from '../lib/http/test-helpers';
import { BASE } from '@/lib/config/paths';

const USER_URL = '/api/account/open/basic/v1/users/current_info';
const fullUser: UserInfo = {
  name: '张三',
  ucId: '1001',
  ucUserName: 'zhangsan',
  ucWorkPhone: '13812345678',
  username: 'zhangsan',
};
const TOKEN = validJwt();

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
  setPath('/');
});

/** The session's user info as a caller of the query gets it. */
function loadUserInfo(business: BusinessName, token = TOKEN): Promise<UserInfo | undefined> {
  return client.fetchQuery(userInfoQuery(business, token));
}

describe('user info query (rule AUTH-9)', () => {
  it.each([
    ['candidate', '21'],
    ['staff', '11'],
    ['interview', '11'],
  ] as const)('%s fetches with userType %s and maps the fields', async (business, userType) => {
    setPath(`${BASE}/${business}/home`);
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

  it('fetches once for concurrent callers, staff and interview sharing the token', async () => {
    const handler = vi.fn(() => ok({ name: 'A', id: '1', user_name: 'a', phone: '1' }));
    server.use(mock.get(USER_URL, handler));
    const [a, b] = await Promise.all([loadUserInfo('staff'), loadUserInfo('interview')]);
    expect(a).toEqual(b);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("does not reuse a candidate's info for staff (different token)", async () => {
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
  server.use(
    mock.get(USER_URL, () => ok({ name: user.name, id: user.ucId, user_name: user.ucUserName, phone: user.ucWorkPhone })),
  );
  await loadUserInfo(business);
}
