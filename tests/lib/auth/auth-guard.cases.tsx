import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AuthGuard } from '@/lib/auth/auth-guard';
import { setTokenCookies } from '@/lib/auth';
import { setPath, stubLocation, validJwt } from '../http/test-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

afterEach(() => {
  vi.unstubAllGlobals();
  setPath('/');
});

describe('<AuthGuard>', () => {
  it('renders the page when no login is needed', () => {
    const location = stubLocation();
    render(
      <AuthGuard needLogin={false} business="candidate">
        <p>职位列表</p>
      </AuthGuard>,
    );
    expect(screen.getByText('职位列表')).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('renders the page when login is needed and the token is valid', () => {
    setTokenCookies('staff', validJwt(), Date.now() + 3_600_000);
    const location = stubLocation();
    render(
      <AuthGuard needLogin business="staff">
        <p>积分账单</p>
      </AuthGuard>,
    );
    expect(screen.getByText('积分账单')).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('without a token shows a placeholder and starts the sign-in once (also under StrictMode)', () => {
    setPath(pagePath('candidate', 'collectingPosition', 'social'));
    const location = stubLocation();
    render(
      <StrictMode>
        <AuthGuard needLogin business="candidate">
          <p>我的收藏</p>
        </AuthGuard>
      </StrictMode>,
    );
    expect(screen.queryByText('我的收藏')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('正在跳转登录…');
    expect(location.assign).toHaveBeenCalledTimes(1);
    const target = new URL(location.assign.mock.calls[0]![0], window.location.origin);
    expect(target.searchParams.get('appid')).toBe('mock-candidate-appid');
    expect(target.searchParams.get('redirect_uri')).toContain(`${BASE}/candidate/login?redirectUrl=`);
  });
});
