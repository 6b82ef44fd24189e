import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

vi.mock('@/features/jobs/pages/candidate-home-page', async () => (await import('./page-stubs')).stubPage('候选人首页'));
vi.mock('@/features/jobs/pages/job-list-page', async () => (await import('./page-stubs')).stubPage('职位列表页'));
vi.mock('@/features/referral/pages/staff-home-page', async () => (await import('./page-stubs')).stubPage('内推首页'));
vi.mock('@/features/evaluation/pages/interview-home-page', async () => (await import('./page-stubs')).stubPage('面试评价'));

describe('404 page (rule ROUTE-7)', () => {
  it('shows 页面没有找到 for an unknown path and returns to the business home', async () => {
    const { router } = renderApp(`${BASE}/candidate/social/noSuchPage`);
    expect(await screen.findByText('页面没有找到')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 - 招聘门户'));

    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'home')));
  });

  it('sends a staff visitor back to the staff home', async () => {
    const { router } = renderApp(`${BASE}/staff/nowhere`);
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('staff', 'home')));
  });
});

describe('layout redirects (rules ROUTE-4, ROUTE-5, LINK-1, LINK-2)', () => {
  it.each([
    ['/somewhere/else', pagePath('candidate', 'home')],
    [`${BASE}/unknownBusiness/job`, pagePath('candidate', 'home')],
    ['/recruit-web', pagePath('candidate', 'home')],
    [`${BASE}/interview`, pagePath('interview', 'home')],
  ])('%s → %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('rewrites an old link and writes frontRecruitType into the URL', async () => {
    const { router } = renderApp(`${BASE}/candidate/job?positionType=01`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'shop'));
      expect(new URLSearchParams(router.state.location.search).get('frontRecruitType')).toBe('ATS_RT_001');
    });
    expect(router.state.location.search).toContain('positionType=01');
    expect(await screen.findByText('职位列表页')).toBeInTheDocument();
  });
});
