import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

const SOCIAL = pagePath('candidate', 'collectingPosition', 'social');
const SHOP = pagePath('candidate', 'collectingPosition', 'shop');

const STAFF = pagePath('staff', 'collectingPosition');

describe('staff favourites (issue 19)', () => {
  it('lists every favourite of the employee, whichever type, each tagged with its type', async () => {
    openPage(STAFF, { account: 'staff-wang' });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const types = cards.map((card) => card.querySelector('[data-recruit-type]')?.textContent);
    expect(new Set(types)).toEqual(new Set([RECRUIT_TYPE_LABEL.shop, RECRUIT_TYPE_LABEL.social]));
    // The invalid one is a shop job: counted, so 清空失效职位 is offered.
    expect(await screen.findByText(/其中 1 个已失效/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /清空失效职位/ })).toBeEnabled();
  });
});

describe('favourites', () => {
  it('shows a skeleton while the favourites load', async () => {
    openPage(SOCIAL, { account: 'cand-full', faults: [{ kind: 'slow', match: '/position_demand/collection' }] });
    expect(await screen.findByLabelText('收藏加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists favourites with the invalid ones marked and counted', async () => {
    openPage(SOCIAL, { account: 'cand-full' });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const invalid = cards.filter((card) => within(card).queryByText('已失效'));
    expect(invalid.length).toBe(2);
    invalid.forEach((card) => expect(within(card).queryByRole('link')).toBeNull());
    expect(await screen.findByText(/其中 2 个已失效/)).toBeInTheDocument();
  });

  it('removes one favourite after confirming', async () => {
    openPage(SOCIAL, { account: 'cand-full' });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const name = within(cards[0] as HTMLElement).getByRole('heading').textContent ?? '';
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /取消收藏/ }));
    expect(await screen.findByText('确定取消收藏该职位？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(cards.length - 1));
    expect(screen.queryByRole('article', { name })).toBeNull();
  });

  it('clears the invalid favourites of the shop list after confirming', async () => {
    openPage(SHOP, { account: 'cand-full' });
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const clear = await screen.findByRole('button', { name: /清空失效职位/ });
    await waitFor(() => expect(clear).toBeEnabled());
    await userEvent.click(clear);
    await userEvent.click(await screen.findByRole('button', { name: '清空' }));
    expect(await screen.findByText('已清空 1 个失效职位')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('已失效')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /清空失效职位/ })).toBeDisabled());
  });

  it('shows an empty state leading to the job list', async () => {
    const { router } = openPage(SOCIAL, { account: 'cand-new' });
    expect(await screen.findByText('还没有收藏的职位，看到心仪的职位点个收藏吧', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去看看职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'social')));
  });

  it('shows an error with a retry', async () => {
    openPage(SOCIAL, { account: 'cand-full', faults: [{ kind: 'network', match: '/position_demand/collection' }] });
    expect(await screen.findByText('收藏列表加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
