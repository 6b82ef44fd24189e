import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myResumePath } from '@/app/layouts/user-menu';
import { setTokenCookies } from '@/lib/auth';
import { makeMockToken } from '@/mocks/data/accounts';
import { renderApp } from '../render-app';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/jobs/pages/candidate-home-page', async () => (await import('../page-stubs')).stubPage('候选人首页'));
vi.mock('@/features/campus/pages/campus-home-page', async () => (await import('../page-stubs')).stubPage('校招首页'));

describe('myResumePath (rules NAV-10, CAMPUS-9)', () => {
  it.each([
    [undefined, `${pagePath('candidate', 'editResume', 'social')}?type=edit`],
    ['social', `${pagePath('candidate', 'editResume', 'social')}?type=edit`],
    ['shop', `${pagePath('candidate', 'editResume', 'shop')}?type=edit`],
    ['school', `${pagePath('candidate', 'editResume', 'school')}?type=updateResume`],
  ] as const)('%s → %s', (recruitType, path) => {
    expect(myResumePath(recruitType)).toBe(path);
  });
});

describe('candidate user menu', () => {
  it('shows the masked phone and the menu of a signed-in candidate', async () => {
    setTokenCookies('candidate', makeMockToken('cand-full', 'candidate'), Date.now() + 3_600_000);
    const { router } = renderApp(pagePath('candidate', 'home', 'school'));
    const trigger = await screen.findByRole('button', { name: /用户菜单$/ });
    expect(trigger).toHaveTextContent('138****5678');
    await userEvent.hover(trigger);
    for (const item of ['我的简历', '我的收藏', '投递记录', '退出登录']) {
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('menuitem', { name: '我的简历' }));
    expect(router.state.location.pathname).toBe(pagePath('candidate', 'editResume', 'school'));
    expect(router.state.location.search).toContain('type=updateResume');
  });
});
