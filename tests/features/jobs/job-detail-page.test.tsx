import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOAST_SECONDS } from '@/lib/feedback/feedback';
import { setMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';
import { HTTP_MESSAGES } from '@/lib/http';

const DETAIL = pagePath('candidate', 'jobDetail', 'social', { id: 'PD20001' });

/** The texts of the antd toasts on screen (they render outside the page's container). */
const toasts = () => Array.from(document.querySelectorAll('.ant-message-notice'), (notice) => notice.textContent);
/** Lets a toast the failed call might have asked for render before asserting there is none. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('job detail', () => {
  it('shows a skeleton while the job loads', async () => {
    openPage(DETAIL, { faults: [{ kind: 'slow', match: '/position_demand/PD20001' }] });
    expect(await screen.findByLabelText('职位详情加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('shows every fact, the sanitised description and similar jobs', async () => {
    openPage(DETAIL);
    // The job's name is the page's h1 (while it loads, the h1 says so: 职位详情加载中).
    expect(
      await screen.findByRole('heading', { level: 1, name: (name) => name !== '职位详情加载中' }, ERROR_TIMEOUT),
    ).toBeInTheDocument();
    for (const label of ['工作城市', '学历要求', '招聘人数', '招聘部门', '发布日期'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(/元\/月|面议/, { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '职位描述' })).toBeInTheDocument();
    expect(screen.getByText('岗位职责')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '任职要求' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '相似职位' })).toBeInTheDocument();
  });

  it('leads the apply button to the delivery page of the job', async () => {
    const { router } = openPage(DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '投递简历' }, ERROR_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'deliveryResume', 'social')));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('id')).toBe('PD20001');
    expect(query.get('positionId')).toMatch(/^POS-social-/);
  });

  it('says the job does not exist for an unknown id, and only the page says it (no toast)', async () => {
    openPage(pagePath('candidate', 'jobDetail', 'social', { id: 'NOPE' }));
    expect(await screen.findByText('职位不存在或已下线', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看更多职位' })).toBeInTheDocument();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('without an answer, says the server is unwell and offers a retry that loads the job', async () => {
    const user = userEvent.setup();
    openPage(DETAIL, { faults: [{ kind: 'network', match: '/position_demand/PD20001' }] });
    expect(await screen.findByText('职位详情加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(HTTP_MESSAGES.noResponseToast)).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    setMockFaults([]);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '职位描述' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('on a server error, shows the status on the page with a retry, not in a toast', async () => {
    openPage(DETAIL, { faults: [{ kind: '500', match: '/position_demand/PD20001' }] });
    expect(await screen.findByText('职位详情加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(HTTP_MESSAGES.statusFallback(500))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('职位不存在或已下线')).not.toBeInTheDocument();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('shares a short link: copied, with a QR code', async () => {
    const user = userEvent.setup();
    openPage(DETAIL);
    await user.click(await screen.findByRole('button', { name: /分享/ }, ERROR_TIMEOUT));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    const link = (await screen.findByRole('textbox', { name: '分享链接' })) as HTMLInputElement;
    await expect(navigator.clipboard.readText()).resolves.toBe(link.value);
    expect(screen.getByTitle('职位链接二维码')).toBeInTheDocument();
    // The toast closes itself after TOAST_SECONDS. Its timer and the updates that follow it (the notice leaves, the
    // list empties) must run inside act(): waiting with waitFor let the last of them land just after it returned,
    // outside act, in 1 of the CI runs.
    // On a busy machine its leaving animation may take longer than half a second: after TOAST_SECONDS the wait polls
    // until the toast is gone (at most ERROR_TIMEOUT more), each step in its own act — updates queued inside an act
    // reach the DOM only when it ends.
    const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    await sleep(TOAST_SECONDS * 1000);
    for (let waited = 0; screen.queryByText('链接已复制') && waited < ERROR_TIMEOUT.timeout; waited += 100) await sleep(100);
    await sleep(100);
    expect(screen.queryByText('链接已复制')).not.toBeInTheDocument();
  });

  it('signed in, toggles the favourite', async () => {
    openPage(DETAIL, { account: 'cand-new' });
    await userEvent.click(await screen.findByRole('button', { name: /(?<!已)收藏$/ }, ERROR_TIMEOUT));
    expect(await screen.findByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves a favourite clicked before the sign-in once back signed in', async () => {
    sessionStorage.setItem(
      'pendingFavourite:PD20001',
      JSON.stringify({ positionDemandId: 'PD20001', positionForeignId: 'PF20001' }),
    );
    openPage(DETAIL, { account: 'cand-new' });
    expect(await screen.findByText('已收藏，可在“我的收藏”中查看', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已收藏/ })).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingFavourite:PD20001')).toBeNull();
  });
});
