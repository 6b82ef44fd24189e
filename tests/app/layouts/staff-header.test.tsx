import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffMobileLink } from '@/app/layouts/staff-user-area';
import { STAFF_PAGES } from '@/app/routes/registry';
import { getStaffProfile, LEVEL_NAMES, POINTS_PATHS } from '@/api/points';
import { staffInitial } from '@/entities/staff-avatar/staff-avatar';
import { setTokenCookies } from '@/lib/auth';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { queryClient } from '@/lib/http/query-client';
import { clearMockFaults, setMockFaults } from '@/mocks/faults';
import { makeMockToken } from '@/mocks/data/accounts';
import { renderApp } from '../render-app';
import { businessRoute } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/referral/pages/staff-home-page', async () => (await import('../page-stubs')).stubPage('内推首页'));

function signInAsStaff(): string {
  const token = makeMockToken('staff-wang', 'staff');
  setTokenCookies('staff', token, Date.now() + 3_600_000);
  return token;
}

describe('staff header (rules NAV-8, NAV-11, NAV-14, NAV-12)', () => {
  it('shows the signed-in staff member as name(userName) with the user card menu', async () => {
    signInAsStaff();
    renderApp(pagePath('staff', 'home'));
    const trigger = await screen.findByRole('button', { name: /用户菜单$/ });
    expect(trigger).toHaveTextContent('王丽华(wanglihua)');
    await userEvent.hover(trigger);
    // Rule NAV-11 names the pages; their titles are the page registry's.
    const pages = ['myPush', 'maintainedResume', 'collectingPosition', 'integralBill', 'feedBack'] as const;
    for (const item of [...pages.map((page) => STAFF_PAGES[page].title), '退出登录']) {
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
    }
  });

  it('opens the user card: avatar initial, name, level name and figures above the menu (issue 19)', async () => {
    signInAsStaff();
    const profile = await getStaffProfile();
    renderApp(pagePath('staff', 'rank'));
    await userEvent.hover(await screen.findByRole('button', { name: /用户菜单$/ }));
    const card = await screen.findByRole('region', { name: '我的内推概况' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure('当前积分')).toBe(String(profile.currentRecommendIntegral)));
    expect(figure('推荐入职（人）')).toBe(String(profile.recommendNum));
    expect(figure('有效简历（份）')).toBe(String(profile.validResumeNum));
    expect(within(card).getByText(LEVEL_NAMES[profile.recommendLevel ?? 1])).toBeInTheDocument();
    expect(within(card).getByText(staffInitial(profile.name))).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });

  it('shows "--" in the user card while the profile cannot be read', async () => {
    signInAsStaff();
    // A profile read by an earlier test would answer from the cache.
    queryClient.clear();
    setMockFaults([{ kind: '500', match: POINTS_PATHS.employees }]);
    renderApp(pagePath('staff', 'rank'));
    await userEvent.hover(await screen.findByRole('button', { name: /用户菜单$/ }));
    const card = await screen.findByRole('region', { name: '我的内推概况' });
    expect(within(card).getByText('当前积分').nextElementSibling).toHaveTextContent(EMPTY_PLACEHOLDER);
    clearMockFaults();
  });

  it('offers the referral QR code only to a signed-in staff member', async () => {
    signInAsStaff();
    renderApp(pagePath('staff', 'home'));
    await userEvent.hover(await screen.findByRole('button', { name: /扫码查看内推职位/ }));
    expect(await screen.findByText('扫码查看内推职位', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('disables the staff footer links on the job page only', async () => {
    signInAsStaff();
    const { router } = renderApp(pagePath('staff', 'job'));
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('社招职位')).toHaveAttribute('aria-disabled', 'true'));
    expect(within(footer).queryByRole('link', { name: '内推首页' })).toBeNull();

    await act(() => router.navigate(pagePath('staff', 'rank')));
    expect(await within(footer).findByRole('link', { name: '社招职位' })).toHaveAttribute(
      'href',
      `${pagePath('staff', 'job')}?activeKey=social`,
    );
  });
});

describe('staffMobileLink', () => {
  it('is the spec link with the token', () => {
    expect(staffMobileLink('https://jobs.example.com', businessRoute('staff'), 'a.b.c')).toBe(
      `https://jobs.example.com${pagePath('staff', 'job')}?activeKey=social&token=a.b.c`,
    );
  });
});
