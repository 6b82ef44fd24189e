import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';

const HOME = pagePath('candidate', 'home');

describe('candidate home', () => {
  it('shows a skeleton of the hot jobs while they load', async () => {
    openPage(HOME, { faults: [{ kind: 'slow', match: '/position_demand/hot' }] });
    expect(await screen.findByLabelText('热招职位加载中', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows the hot jobs linking to their detail', async () => {
    openPage(HOME);
    const section = (await screen.findByRole('heading', { name: '热招职位' }, ERROR_TIMEOUT)).closest('section') as HTMLElement;
    const cards = await within(section).findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringContaining('/jobDetail?id='));
  });

  it('searches the social job list with a typed keyword', async () => {
    const { router } = openPage(HOME);
    await userEvent.type(await screen.findByRole('searchbox', { name: '职位关键词' }, ERROR_TIMEOUT), '数据{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'social')));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('数据');
  });

  it('searches the shop job list with a shop hot word', async () => {
    const { router } = openPage(HOME);
    const search = await screen.findByRole('search', { name: '职位搜索' }, ERROR_TIMEOUT);
    await userEvent.click(await within(search).findByRole('button', { name: '店长' }, ERROR_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'shop')));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('店长');
  });

  it('offers social, shop and campus hiring, campus in a new window', async () => {
    openPage(HOME);
    const nav = await screen.findByRole('navigation', { name: '招聘类型' }, ERROR_TIMEOUT);
    expect(within(nav).getByRole('link', { name: /社会招聘/ })).toHaveAttribute('href', pagePath('candidate', 'job', 'social'));
    expect(within(nav).getByRole('link', { name: /门店招聘/ })).toHaveAttribute('href', pagePath('candidate', 'job', 'shop'));
    expect(within(nav).getByRole('link', { name: /校园招聘/ })).toHaveAttribute('target', '_blank');
  });

  it('shows an error with a retry when the hot jobs fail', async () => {
    openPage(HOME, { faults: [{ kind: 'network', match: '/position_demand/hot' }] });
    expect(await screen.findByText('热招职位加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
