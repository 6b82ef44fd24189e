import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { server } from '@/mocks/node';
import LoginPage from '@/features/auth/login-page';
import { LOGIN_MESSAGES } from '@/features/auth/login-messages';
import { createSsoState, decodeBase64Utf8, encodeBase64Utf8, SSO_STATE_KEY, SSO_STATE_TTL_MS } from '@/lib/auth';
import { markVisitorHandOff } from '@/lib/storage';
import { clearToasts, ok, setPath, stubLocation, validJwt } from '../../lib/http/test-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const EXCHANGE = '/api/account/open/basic/v1/oauth/token';
const USER = '/api/account/open/basic/v1/users/current_info';

/** The login page's address; a callback with a code carries a state this tab sent, as after a real SSO trip. */
function loginUrl(business: string, query: Record<string, string>): string {
  const withState = 'code' in query && !('state' in query) ? { ...query, state: createSsoState() } : query;
  return `${BASE}/${business}/login?${new URLSearchParams(withState).toString()}`;
}

/** Where the stubbed SSO redirect would return to. */
function returnToOf(url: string): string | undefined {
  const redirectUri = new URL(new URL(url, window.location.origin).searchParams.get('redirect_uri')!);
  return decodeBase64Utf8(redirectUri.searchParams.get('redirectUrl')!);
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  setPath('/');
});

describe('login page (rule AUTH-6)', () => {
  it('against the mock backend: exchanges the code, writes the cookies, stores the user and returns to the page', async () => {
    const target = `${BASE}/candidate/social/collectingPosition?keyword=店长`;
    setPath(loginUrl('candidate', { code: 'mock-cand-full', redirectUrl: encodeBase64Utf8(target) }));
    const location = stubLocation();
    render(<LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('正在登录…');
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(target));
    expect(Cookies.get('WebCanAuthorization')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(Number(Cookies.get('WebCanAuthorizationExpires'))).toBeGreaterThan(Date.now());
    expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toMatchObject({ ucId: 'uc-cand-full' });
  });

  it('staff: sends the staff appid, writes the shared staff cookie and asks for user type 11', async () => {
    setPath(loginUrl('staff', { code: 'abc', redirectUrl: encodeBase64Utf8(pagePath('staff', 'rank')) }));
    const location = stubLocation();
    const token = validJwt({ biz: 'staff' });
    const seen: { body?: unknown; userType?: string | null } = {};
    server.use(
      mock.post(EXCHANGE, async ({ request }) => {
        seen.body = await request.json();
        return ok({ access_token: token, expires_in: 3600 });
      }),
      mock.get(USER, ({ request }) => {
        seen.userType = new URL(request.url).searchParams.get('user_type');
        return ok({ name: '王五', id: 9, user_name: 'wangwu', phone: '13700001111' });
      }),
    );
    render(<LoginPage />);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(pagePath('staff', 'rank')));
    expect(seen.body).toEqual({ code: 'abc', appid: 'mock-staff-appid' });
    expect(seen.userType).toBe('11');
    expect(Cookies.get('WebStaAuthorization')).toBe(token);
  });

  it.each([
    ['an unsafe redirectUrl', { redirectUrl: encodeBase64Utf8('javascript:alert(1)') }],
    ['another origin', { redirectUrl: encodeBase64Utf8(`https://evil.example.com${BASE}/candidate/home`) }],
    ['a redirectUrl that is not base64', { redirectUrl: '%%%' }],
    ['no redirectUrl', {}],
  ])('with %s goes to the business home', async (_name, extra: Record<string, string>) => {
    setPath(loginUrl('candidate', { code: 'abc', ...extra }));
    const location = stubLocation();
    server.use(
      mock.post(EXCHANGE, () => ok({ access_token: validJwt(), expires_in: 3600 })),
      mock.get(USER, () => ok({ name: 'a', id: 1, user_name: 'a', phone: '13800000000' })),
    );
    render(<LoginPage />);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(pagePath('candidate', 'home')));
  });

  it('without a code starts the sign-in, returning to the wanted page (never to the login page)', () => {
    setPath(loginUrl('interview', { redirectUrl: encodeBase64Utf8(pagePath('interview', 'fillin', 'social', { id: '3' })) }));
    const location = stubLocation();
    render(<LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('正在跳转登录…');
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign.mock.calls[0]![0]).toContain('app_type=13');
    expect(returnToOf(location.assign.mock.calls[0]![0])).toBe(pagePath('interview', 'fillin', 'social', { id: '3' }));
  });

  it('without a code nor a redirectUrl returns to the business home after signing in', () => {
    setPath(pagePath('staff', 'login'));
    const location = stubLocation();
    render(<LoginPage />);
    expect(returnToOf(location.assign.mock.calls[0]![0])).toBe(pagePath('staff', 'home'));
  });

  it('a rejected code shows a failure with a retry that starts the sign-in again', async () => {
    setPath(loginUrl('candidate', { code: 'used-code', redirectUrl: encodeBase64Utf8(pagePath('candidate', 'job', 'social')) }));
    const location = stubLocation();
    server.use(mock.post(EXCHANGE, () => HttpResponse.json({ code: 40001, msg: '授权码无效或已过期，请重新登录' })));
    render(<LoginPage />);
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(location.replace).not.toHaveBeenCalled();
    expect(Cookies.get('WebCanAuthorization')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(returnToOf(location.assign.mock.calls[0]![0])).toBe(pagePath('candidate', 'job', 'social'));
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(location.assign).toHaveBeenLastCalledWith(pagePath('candidate', 'home'));
  });

  it('a failed user-info fetch fails the sign-in and leaves no token behind', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setPath(loginUrl('candidate', { code: 'abc' }));
    const location = stubLocation();
    server.use(
      mock.post(EXCHANGE, () => ok({ access_token: validJwt(), expires_in: 3600 })),
      mock.get(USER, () => HttpResponse.error()),
    );
    render(<LoginPage />);
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(Cookies.get('WebCanAuthorization')).toBeUndefined();
    expect(location.replace).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('获取用户信息时出错', expect.anything());
    warn.mockRestore();
  });

  it('exchanges a code once under StrictMode (codes are single-use)', async () => {
    setPath(loginUrl('candidate', { code: 'strict-once' }));
    const location = stubLocation();
    const exchange = vi.fn(() => ok({ access_token: validJwt(), expires_in: 3600 }));
    server.use(
      mock.post(EXCHANGE, exchange),
      mock.get(USER, () => ok({ name: 'a', id: 1, user_name: 'a', phone: '1' })),
    );
    render(
      <StrictMode>
        <LoginPage />
      </StrictMode>,
    );
    await waitFor(() => expect(location.replace).toHaveBeenCalled());
    expect(exchange).toHaveBeenCalledTimes(1);
  });
});

describe('login CSRF: a code without the state of this tab is never exchanged (docs/decisions/050)', () => {
  const target = pagePath('candidate', 'editResume', 'social', { type: 'edit' });

  const expired = () => createSsoState(sessionStorage, Date.now() - SSO_STATE_TTL_MS - 1);

  it.each([
    ['no state', () => undefined],
    ['a state this tab never sent', () => 'a'.repeat(32)],
    ['a state that is not hex', () => '<script>alert(1)</script>'],
    ['an expired state', expired],
    ['an empty state', () => ''],
  ])('with %s: exchanges nothing, says why, and offers to sign in again to the same page', async (_name, stateOf) => {
    const state = stateOf();
    const query: Record<string, string> = { code: 'mock-cand-full', redirectUrl: encodeBase64Utf8(target) };
    if (state !== undefined) query.state = state;
    setPath(`${BASE}/candidate/login?${new URLSearchParams(query).toString()}`);
    const location = stubLocation();
    const exchange = vi.fn(() => ok({ access_token: validJwt(), expires_in: 3600 }));
    server.use(mock.post(EXCHANGE, exchange));
    render(<LoginPage />);
    expect(await screen.findByText(LOGIN_MESSAGES.forgedTitle)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.forgedDetail)).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
    expect(Cookies.get('WebCanAuthorization')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: LOGIN_MESSAGES.retry }));
    expect(returnToOf(location.assign.mock.calls[0]![0])).toBe(target);
  });

  it('each trip to the SSO carries a fresh state', () => {
    setPath(loginUrl('candidate', { redirectUrl: encodeBase64Utf8(target) }));
    const location = stubLocation();
    render(<LoginPage />);
    const sso = new URL(location.assign.mock.calls[0]![0], window.location.origin);
    const state = sso.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(createSsoState()).not.toBe(state);
  });

  it('forwards login_hint to the SSO (the one-step sign-in of QA)', () => {
    setPath(loginUrl('staff', { login_hint: 'staff-wang' }));
    const location = stubLocation();
    render(<LoginPage />);
    const sso = new URL(location.assign.mock.calls[0]![0], window.location.origin);
    expect(sso.searchParams.get('login_hint')).toBe('staff-wang');
  });

  it('after a completed sign-in the states are gone: the same callback opened again is refused', async () => {
    const url = loginUrl('candidate', { code: 'mock-cand-full', redirectUrl: encodeBase64Utf8(target) });
    setPath(url);
    const location = stubLocation();
    const { unmount } = render(<LoginPage />);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(target));
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBeNull();
    unmount();
    setPath(url);
    render(<LoginPage />);
    expect(await screen.findByText(LOGIN_MESSAGES.forgedTitle)).toBeInTheDocument();
  });

  it.each([
    ['asked to sign in from the form', true],
    ['signed in some other way', false],
  ])(
    "a visitor's registration draft: the sign-in takes it only when the visitor %s (docs/decisions/052)",
    async (_name, asked) => {
      localStorage.clear();
      sessionStorage.setItem('draft:visitor:registration', JSON.stringify({ value: { name: '访客' }, savedAt: Date.now() }));
      if (asked) markVisitorHandOff();
      setPath(loginUrl('candidate', { code: 'mock-cand-full', redirectUrl: encodeBase64Utf8(target) }));
      const location = stubLocation();
      render(<LoginPage />);
      await waitFor(() => expect(location.replace).toHaveBeenCalledWith(target));
      expect(sessionStorage.getItem('draft:visitor:registration')).toBeNull();
      expect(localStorage.getItem('draft:uc-cand-full:registration') !== null).toBe(asked);
      localStorage.clear();
    },
  );
});
