import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockSsoPage from '@/mocks/sso/mock-sso-page';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

function open(query: string) {
  window.history.pushState({}, '', `/mock-sso/authorize?${query}`);
  const assign = vi.fn<(url: string) => void>();
  const replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    ...window.location,
    href: window.location.href,
    search: window.location.search,
    origin: window.location.origin,
    assign,
    replace,
  });
  render(<MockSsoPage />);
  return Object.assign(assign, { replace });
}

afterEach(() => vi.unstubAllGlobals());

const candidateLogin = encodeURIComponent(pagePath('candidate', 'login', undefined, { redirectUrl: 'L3JlY3J1aXQtd2Vi' }));
const staffLogin = encodeURIComponent(`${BASE}/staff/login?redirectUrl=Lw==`);

describe('mock SSO page (rule MOCK-2)', () => {
  it('looks like a sign-in page and offers the candidate accounts without app_type', async () => {
    const assign = open(`appid=mock-candidate-appid&response_type=code&scope=uc_basic&redirect_uri=${candidateLogin}`);
    expect(screen.getByRole('heading', { name: '统一身份认证（演示）' })).toBeInTheDocument();
    expect(screen.getByText('张晓明')).toBeInTheDocument();
    expect(screen.queryByText('王丽华')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /张晓明/ }));
    expect(assign).toHaveBeenCalledWith(
      pagePath('candidate', 'login', undefined, { redirectUrl: 'L3JlY3J1aXQtd2Vi', code: 'mock-cand-full' }),
    );
  });

  it('offers staff and interviewer accounts for app_type 13, and all on request', async () => {
    const assign = open(`app_type=13&appid=mock-staff-appid&redirect_uri=${staffLogin}`);
    expect(screen.getByText('陈志强')).toBeInTheDocument();
    expect(screen.getByText('刘建国')).toBeInTheDocument();
    expect(screen.queryByText('李新')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '显示全部演示账号' }));
    expect(screen.getByText('李新')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /陈志强/ }));
    expect(assign).toHaveBeenCalledWith(`${BASE}/staff/login?redirectUrl=Lw==&code=mock-staff-tech`);
  });

  it('echoes the state it was sent, like a real SSO', async () => {
    const assign = open(`appid=x&state=0123456789abcdef0123456789abcdef&redirect_uri=${candidateLogin}`);
    await userEvent.click(screen.getByRole('button', { name: /张晓明/ }));
    expect(assign).toHaveBeenCalledWith(
      pagePath('candidate', 'login', undefined, {
        redirectUrl: 'L3JlY3J1aXQtd2Vi',
        code: 'mock-cand-full',
        state: '0123456789abcdef0123456789abcdef',
      }),
    );
  });

  it('with a login_hint naming an offered account returns at once (QA one-step sign-in); a staff hint is not offered to candidates', () => {
    const hinted = open(`appid=x&state=s1&login_hint=cand-new&redirect_uri=${candidateLogin}`);
    expect(hinted.replace).toHaveBeenCalledWith(
      pagePath('candidate', 'login', undefined, { redirectUrl: 'L3JlY3J1aXQtd2Vi', code: 'mock-cand-new', state: 's1' }),
    );
    vi.unstubAllGlobals();
    const other = open(`appid=x&state=s1&login_hint=staff-wang&redirect_uri=${candidateLogin}`);
    expect(other.replace).not.toHaveBeenCalled();
  });

  it('refuses to return to another site', async () => {
    const assign = open(`redirect_uri=${encodeURIComponent('https://evil.example.com/steal')}`);
    await userEvent.click(screen.getByRole('button', { name: /张晓明/ }));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByText(/redirect_uri/)).toBeInTheDocument();
  });
});
