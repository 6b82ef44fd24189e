import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffMobileLink } from '@/app/layouts/staff-user-area';
import { setTokenCookies } from '@/lib/auth';
import { makeMockToken } from '@/mocks/data/accounts';
import { renderApp } from '../render-app';

vi.mock('@/features/referral/pages/staff-home-page', async () => (await import('../page-stubs')).stubPage('内推首页'));

function signInAsStaff(): string {
  const token = makeMockToken('staff-wang', 'staff');
  setTokenCookies('staff', token, Date.now() + 3_600_000);
  return token;
}

describe('staff header (rules NAV-8, NAV-11, NAV-14, NAV-12)', () => {
  it('shows the signed-in staff member as name(userName) with the user card menu', async () => {
    signInAsStaff();
    renderApp('/recruit-web/staff/home');
    const trigger = await screen.findByRole('button', { name: /用户菜单$/ });
    expect(trigger).toHaveTextContent('王丽华(wanglihua)');
    await userEvent.hover(trigger);
    for (const item of ['我的推荐', '简历管理', '我的收藏', '积分账单', '问题反馈', '退出登录']) {
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
    }
  });

  it('offers the referral QR code only to a signed-in staff member', async () => {
    signInAsStaff();
    renderApp('/recruit-web/staff/home');
    await userEvent.hover(await screen.findByRole('button', { name: /扫码查看内推职位/ }));
    expect(await screen.findByText('扫码查看内推职位', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('disables the staff footer links on the job page only', async () => {
    signInAsStaff();
    const { router } = renderApp('/recruit-web/staff/job');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('社招职位')).toHaveAttribute('aria-disabled', 'true'));
    expect(within(footer).queryByRole('link', { name: '内推首页' })).toBeNull();

    await act(() => router.navigate('/recruit-web/staff/rank'));
    expect(await within(footer).findByRole('link', { name: '社招职位' })).toHaveAttribute(
      'href',
      '/recruit-web/staff/job?activeKey=social',
    );
  });
});

describe('staffMobileLink', () => {
  it('is the spec link with the token', () => {
    expect(staffMobileLink('https://jobs.example.com', '/recruit-web/staff', 'a.b.c')).toBe(
      'https://jobs.example.com/recruit-web/staff/job?activeKey=social&token=a.b.c',
    );
  });
});
