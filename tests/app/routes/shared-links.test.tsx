import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTokenCookies } from '@/lib/auth';
import { makeMockToken } from '@/mocks/data/accounts';
import { renderApp } from '../render-app';
import { BASE } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/jobs/pages/job-list-page', async () => (await import('../page-stubs')).stubPage('职位列表页'));
vi.mock('@/features/jobs/pages/job-detail-page', async () => (await import('../page-stubs')).stubPage('职位详情页'));

function activeTabs(): string[] {
  return within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

function urlOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('the spec footer link shape job?activeKey=… (rules LINK-1, NAV-13)', () => {
  it.each(['social', 'shop', 'school'] as const)(
    'candidate/job?activeKey=%s opens that job list, not the 404 page',
    async (type) => {
      const { router } = renderApp(`${BASE}/candidate/job?activeKey=${type}`);
      expect(await screen.findByText('职位列表页')).toBeInTheDocument();
      expect(screen.queryByText('页面没有找到')).toBeNull();
      expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', type));
      expect(new URLSearchParams(router.state.location.search).get('activeKey')).toBe(type);
    },
  );
});

describe("a shared link's frontRecruitType activates its tab (rule LINK-2)", () => {
  it('ATS_RT_002 on a social job detail opens the campus job detail with the campus job tab', async () => {
    const { router } = renderApp(`${pagePath('candidate', 'jobDetail', 'social')}?id=12&frontRecruitType=ATS_RT_002`);
    expect(await screen.findByText('职位详情页')).toBeInTheDocument();
    await waitFor(() =>
      expect(urlOf(router)).toBe(`${pagePath('candidate', 'jobDetail', 'school')}?id=12&frontRecruitType=ATS_RT_002`),
    );
    expect(activeTabs()).toEqual(['校招职位']);
  });

  it('ATS_RT_001 with a shop position type on a school page opens the shop page with the shop tab', async () => {
    const { router } = renderApp(
      `${pagePath('candidate', 'jobDetail', 'school')}?id=7&frontRecruitType=ATS_RT_001&positionType=01`,
    );
    expect(await screen.findByText('职位详情页')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'jobDetail', 'shop')));
    expect(activeTabs()).toEqual(['门店招聘']);
  });

  it('moves a staff page too', async () => {
    setTokenCookies('staff', makeMockToken('staff-wang', 'staff'), Date.now() + 3_600_000);
    const { router } = renderApp(`${pagePath('staff', 'jobDetail', 'social')}?id=3&frontRecruitType=ATS_RT_002`);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('staff', 'jobDetail', 'school')));
    expect(activeTabs()).toEqual(['内推职位']);
  });
});
