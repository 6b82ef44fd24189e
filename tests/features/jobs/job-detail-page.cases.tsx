import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_SECONDS } from '@/lib/feedback/feedback';
import { setMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';
import { HTTP_MESSAGES } from '@/lib/http';
import { STOPPED_JOB_NOTICE } from '@/features/jobs/components/stopped-job-text';
import { firstStoppedPosition } from '@/mocks/data/positions';

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

  it('says a stopped job has stopped, above its summary, and offers no apply', async () => {
    const stopped = firstStoppedPosition('social');
    openPage(pagePath('candidate', 'jobDetail', 'social', { id: stopped?.id ?? '' }));
    // The notice's code loads with the first stopped job: its box holds the place meanwhile (docs/decisions/135).
    const notice = await screen.findByRole('alert', {}, ERROR_TIMEOUT);
    expect(notice).toHaveTextContent(STOPPED_JOB_NOTICE);
    const title = screen.getByRole('heading', { level: 1, name: stopped?.positionName });
    expect(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: '投递简历' })).toBeDisabled();
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
    // The page writes the job's full head once idle: waited for here, so its update does not land later, outside act.
    const name = await screen.findByRole('heading', { level: 1, name: (n) => n !== '职位详情加载中' }, ERROR_TIMEOUT);
    await waitFor(() => expect(document.title.startsWith(`${name.textContent} - `)).toBe(true), ERROR_TIMEOUT);
    await user.click(screen.getByRole('button', { name: /分享/ }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    // The toast counts its TOAST_SECONDS frame by frame, and each frame updates it: one that fell between two awaits of
    // the test landed outside act on a busy machine. So the clock is faked at once (no await in between) and moved on
    // inside one act: first a real 50 ms for the frame already asked for, then the toast's whole life.
    const realTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    await act(async () => {
      await new Promise((resolve) => realTimeout(resolve, 50));
      await vi.advanceTimersByTimeAsync(TOAST_SECONDS * 1000 + 1000);
    });
    vi.useRealTimers();
    expect(screen.queryByText('链接已复制')).not.toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: '分享链接' }) as HTMLInputElement;
    await expect(navigator.clipboard.readText()).resolves.toBe(link.value);
    expect(screen.getByTitle('职位链接二维码')).toBeInTheDocument();
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
