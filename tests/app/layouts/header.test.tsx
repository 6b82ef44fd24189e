import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useBusinessStore } from '@/stores/business-store';
import { config } from '@/lib/config/env';
import { decodeBase64Utf8 } from '@/lib/auth/base64';
import { renderApp } from '../render-app';
import { stubLocation } from '../../lib/http/test-helpers';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/jobs/pages/candidate-home-page', async () => (await import('../page-stubs')).stubPage('候选人首页'));
vi.mock('@/features/jobs/pages/job-list-page', async () => (await import('../page-stubs')).stubPage('职位列表页'));
vi.mock('@/features/jobs/pages/job-detail-page', async () => (await import('../page-stubs')).stubPage('职位详情页'));

function mainNav() {
  return screen.getByRole('navigation', { name: '主导航' });
}

function activeTabs(): string[] {
  return within(mainNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('candidate header (rules NAV-1–NAV-6)', () => {
  it('marks the tab of the current path, also on its sub-pages', async () => {
    renderApp(`${pagePath('candidate', 'jobDetail', 'social')}?id=1`);
    expect(await screen.findByText('职位详情页')).toBeInTheDocument();
    expect(activeTabs()).toEqual(['社会招聘']);
  });

  it('clears the tab on a path that matches none', async () => {
    renderApp(pagePath('candidate', 'registrationResult', 'social'));
    await waitFor(() => expect(document.title).toBe('报名结果 - 招聘门户'));
    expect(activeTabs()).toEqual([]);
  });

  it('clears the page cache and moves the active tab on a tab click', async () => {
    const { router } = renderApp(pagePath('candidate', 'home'));
    await waitFor(() => expect(activeTabs()).toEqual(['首页']));
    useBusinessStore.getState().setSearch({ keyword: '店长' });

    await userEvent.click(within(mainNav()).getByRole('link', { name: '门店招聘' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'shop')));
    expect(useBusinessStore.getState().search).toEqual({});
    await waitFor(() => expect(activeTabs()).toEqual(['门店招聘']));
  });

  it('opens campus recruitment in a new window', async () => {
    renderApp(pagePath('candidate', 'home'));
    await screen.findByText('候选人首页');
    const campus = within(mainNav()).getByRole('link', { name: /校园招聘/ });
    expect(campus).toHaveAttribute('target', '_blank');
    expect(campus).toHaveAttribute('href', pagePath('candidate', 'home', 'school'));
  });

  it('shows the campus header with its own tabs on school pages', async () => {
    renderApp(`${pagePath('candidate', 'noticeDetail', 'school')}?id=2`);
    await waitFor(() => expect(activeTabs()).toEqual(['招聘动态']));
    expect(within(mainNav()).getByRole('link', { name: /社会招聘/ })).toHaveAttribute('target', '_blank');
  });
});

describe('signed-out visitor', () => {
  it('sees a login button that goes to the single sign-on with the candidate app, a state, and the way back', async () => {
    renderApp(pagePath('candidate', 'home'));
    const button = await screen.findByRole('button', { name: '登录' });
    const location = stubLocation();
    try {
      await userEvent.click(button);
      expect(location.assign).toHaveBeenCalledTimes(1);
      const sso = new URL(location.assign.mock.calls[0]![0], window.location.origin);
      expect(sso.pathname).toBe(config.ssoAuthorizeUrl);
      expect(sso.searchParams.get('appid')).toBe(config.appid.candidate);
      expect(sso.searchParams.get('state')).toMatch(/\S{16,}/);
      const back = new URL(sso.searchParams.get('redirect_uri') ?? '');
      expect(back.pathname).toBe(pagePath('candidate', 'login'));
      expect(decodeBase64Utf8(back.searchParams.get('redirectUrl') ?? '')).toBe(pagePath('candidate', 'home'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('footer (rules NAV-15, NAV-16)', () => {
  it('shows the copyright from 2016, the anti-fraud warning and the shop QR code', async () => {
    renderApp(pagePath('candidate', 'home'));
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('未开放加盟，谨防上当受骗')).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(`2016-${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(within(footer).getByText('扫码查看门店职位')).toBeInTheDocument();
  });
});
