import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTokenCookies } from '@/lib/auth';
import { makeMockToken } from '@/mocks/data/accounts';
import { renderApp } from '../render-app';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/jobs/pages/candidate-home-page', async () => (await import('../page-stubs')).stubPage('候选人首页'));
vi.mock('@/features/referral/pages/staff-home-page', async () => (await import('../page-stubs')).stubPage('内推首页'));

function footerColumn(title: string) {
  const footer = screen.getByRole('contentinfo');
  const heading = within(footer).getByRole('heading', { name: title });
  return heading.parentElement as HTMLElement;
}

function linksOf(column: HTMLElement) {
  return within(column)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
}

describe('footer links (rules NAV-13, NAV-14)', () => {
  it('offers the candidate the three job lists, the campus site and the home page', async () => {
    renderApp(pagePath('candidate', 'home'));
    await screen.findByText('候选人首页');
    expect(linksOf(footerColumn('加入我们'))).toEqual([
      ['社会招聘', pagePath('candidate', 'job', 'social'), null],
      ['门店招聘', pagePath('candidate', 'job', 'shop'), null],
      ['校园招聘', pagePath('candidate', 'home', 'school'), '_blank'],
      ['招聘首页', pagePath('candidate', 'home'), null],
    ]);
  });

  it('offers staff the three referral job tabs, the referral home and the campus site', async () => {
    setTokenCookies('staff', makeMockToken('staff-wang', 'staff'), Date.now() + 3_600_000);
    renderApp(pagePath('staff', 'home'));
    await screen.findByText('内推首页', { selector: '[data-testid="page"]' });
    await waitFor(() =>
      expect(linksOf(footerColumn('员工内推'))).toEqual([
        ['社招职位', `${pagePath('staff', 'job')}?activeKey=social`, null],
        ['门店职位', `${pagePath('staff', 'job')}?activeKey=shop`, null],
        ['校招职位', `${pagePath('staff', 'job')}?activeKey=school`, null],
        ['内推首页', pagePath('staff', 'home'), null],
        ['校园招聘', pagePath('candidate', 'home', 'school'), '_blank'],
      ]),
    );
  });
});
