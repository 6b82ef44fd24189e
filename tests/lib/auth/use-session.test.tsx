import { renderHook, waitFor, act } from '@testing-library/react';
import { http as mock } from 'msw';
import { server } from '@/mocks/node';
import { setTokenCookies, useSession } from '@/lib/auth';
import { useSessionStore } from '@/lib/auth/session-store';
import { useBusinessInfoStore } from '@/stores/business-info';
import { ok, setPath, stubLocation, validJwt } from '../http/test-helpers';

const USER_URL = '/api/account/open/basic/v1/users/current_info';

function onPath(path: string) {
  setPath(path);
  useBusinessInfoStore.getState().syncFromPath(path);
}

afterEach(() => {
  // Hooks are still mounted here (the setup's cleanup runs after this hook).
  act(() => {
    useSessionStore.getState().reset();
    onPath('/');
  });
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('without a token: logged out, not loading, no fetch', () => {
    onPath('/recruit-web/candidate/social/job');
    const handler = vi.fn(() => ok({}));
    server.use(mock.get(USER_URL, handler));
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ token: undefined, userInfo: undefined, isLoggedIn: false, loading: false });
    expect(result.current.businessInfo.businessName).toBe('candidate');
    expect(handler).not.toHaveBeenCalled();
  });

  it('with a token: fetches the user info once for every caller and is logged in by the work phone', async () => {
    onPath('/recruit-web/staff/job');
    const token = validJwt();
    setTokenCookies('staff', token, Date.now() + 3_600_000);
    const handler = vi.fn(() => ok({ name: '王五', id: 5, user_name: 'wangwu', phone: '13700001111' }));
    server.use(mock.get(USER_URL, handler));
    const first = renderHook(() => useSession());
    const second = renderHook(() => useSession());
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.isLoggedIn).toBe(true));
    expect(first.result.current.userInfo).toMatchObject({ name: '王五', ucUserName: 'wangwu' });
    expect(first.result.current.token).toBe(token);
    expect(first.result.current.loading).toBe(false);
    await waitFor(() => expect(second.result.current.isLoggedIn).toBe(true));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not logged in when the user info has no work phone', async () => {
    onPath('/recruit-web/candidate/home');
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    server.use(mock.get(USER_URL, () => ok({ name: 'x', id: 1, user_name: 'x', phone: '' })));
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('shows the stored user info at once, without fetching', async () => {
    onPath('/recruit-web/candidate/home');
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    const user = { name: '张三', ucId: '1', ucUserName: 'zs', ucWorkPhone: '13812345678', username: 'zs' };
    sessionStorage.setItem('userInfo', JSON.stringify(user));
    const handler = vi.fn(() => ok({}));
    server.use(mock.get(USER_URL, handler));
    const { result } = renderHook(() => useSession());
    expect(result.current.userInfo).toEqual(user);
    expect(result.current.isLoggedIn).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.userInfo).toEqual(user);
    expect(handler).not.toHaveBeenCalled();
  });

  it('login and logout act on the current business', () => {
    onPath('/recruit-web/interview/social/list');
    setTokenCookies('interview', validJwt(), Date.now() + 3_600_000);
    server.use(mock.get(USER_URL, () => ok({ name: 'i', id: 1, user_name: 'i', phone: '1' })));
    const location = stubLocation();
    const { result } = renderHook(() => useSession());
    act(() => result.current.login());
    expect(location.assign.mock.calls[0]![0]).toContain('app_type=13');
    act(() => result.current.logout());
    expect(location.assign).toHaveBeenLastCalledWith('/recruit-web/interview/login');
  });
});
