import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@/mocks/node';
import { useSession } from '@/entities/session';
import { setTokenCookies } from '@/lib/auth';
import { ok, setPath, stubLocation, validJwt } from '../../lib/http/test-helpers';
import { pagePath } from '@/lib/routing';

const USER_URL = '/api/account/open/basic/v1/users/current_info';

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  setPath('/');
  vi.unstubAllGlobals();
});

/** Renders the hook on a portal path: the business comes from the route, the HTTP client reads window.location. */
function renderSession(path: string) {
  setPath(path);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('useSession (rules AUTH-9, AUTH-11)', () => {
  it('without a token: logged out, not loading, no fetch', () => {
    const handler = vi.fn(() => ok({}));
    server.use(mock.get(USER_URL, handler));
    const { result } = renderSession(pagePath('candidate', 'job', 'social'));
    expect(result.current).toMatchObject({ token: undefined, userInfo: undefined, isLoggedIn: false, loading: false });
    expect(result.current.businessInfo).toMatchObject({ businessName: 'candidate', recruitType: 'social' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('with a token: fetches the user info once for every caller and is logged in by the work phone', async () => {
    const token = validJwt();
    setTokenCookies('staff', token, Date.now() + 3_600_000);
    const handler = vi.fn(() => ok({ name: '王五', id: 5, user_name: 'wangwu', phone: '13700001111' }));
    server.use(mock.get(USER_URL, handler));
    const first = renderSession(pagePath('staff', 'job'));
    const second = renderSession(pagePath('staff', 'job'));
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.isLoggedIn).toBe(true));
    expect(first.result.current.userInfo).toMatchObject({ name: '王五', ucUserName: 'wangwu' });
    expect(first.result.current.token).toBe(token);
    expect(first.result.current.loading).toBe(false);
    await waitFor(() => expect(second.result.current.isLoggedIn).toBe(true));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not logged in when the user info has no work phone', async () => {
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    server.use(mock.get(USER_URL, () => ok({ name: 'x', id: 1, user_name: 'x', phone: '' })));
    const { result } = renderSession(pagePath('candidate', 'home'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('shows the stored user info at once, without fetching', async () => {
    setTokenCookies('candidate', validJwt(), Date.now() + 3_600_000);
    const user = { name: '张三', ucId: '1', ucUserName: 'zs', ucWorkPhone: '13812345678', username: 'zs' };
    sessionStorage.setItem('userInfo', JSON.stringify(user));
    const handler = vi.fn(() => ok({}));
    server.use(mock.get(USER_URL, handler));
    const { result } = renderSession(pagePath('candidate', 'home'));
    expect(result.current.userInfo).toEqual(user);
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it("login and logout act on the route's business", () => {
    setTokenCookies('interview', validJwt(), Date.now() + 3_600_000);
    server.use(mock.get(USER_URL, () => ok({ name: 'i', id: 1, user_name: 'i', phone: '1' })));
    const location = stubLocation();
    const { result } = renderSession(pagePath('interview', 'list', 'social'));
    act(() => result.current.login());
    expect(location.assign.mock.calls[0]![0]).toContain('app_type=13');
    act(() => result.current.logout());
    expect(location.assign).toHaveBeenLastCalledWith(pagePath('interview', 'login'));
  });
});
