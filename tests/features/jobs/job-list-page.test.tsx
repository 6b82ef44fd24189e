import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearMockFaults } from '@/mocks/faults';
import { useBusinessStore } from '@/stores/business-store';
import { takeLoggedWarnings } from '../../setup';
import { ERROR_TIMEOUT, openPage, warmBeforeTests } from './page-helpers';
import { pagePath } from '@/lib/routing';
import { HTTP_MESSAGES } from '@/lib/http';
import { PAGE_SIZE as JOB_PAGE_SIZE } from '@/features/jobs/hooks/use-job-search';

const login = vi.hoisted(() => vi.fn());
vi.mock('@/entities/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/entities/session')>();
  return { ...actual, useSession: () => ({ ...actual.useSession(), login }) };
});

const SOCIAL_JOB = pagePath('candidate', 'job', 'social');

warmBeforeTests([SOCIAL_JOB]);

function cards() {
  return screen.getAllByRole('article');
}

describe('job list', () => {
  it('shows a skeleton of the list while the jobs load', async () => {
    openPage(SOCIAL_JOB, { faults: [{ kind: 'slow', match: 'recruit/v1/position_demand' }] });
    expect(await screen.findByLabelText('职位加载中')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the count, cards with salary and department, and paging', async () => {
    openPage(SOCIAL_JOB);
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && /^共\s*\d+\s*个职位$/.test(el.textContent ?? ''),
        {},
        ERROR_TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(JOB_PAGE_SIZE);
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/social\/jobDetail\?id=PD2/));
    expect(within(first).getByText(/元\/月|面议/)).toBeInTheDocument();
    expect(within(first).getByText(/发布于/)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '2' })).toBeInTheDocument();
  });

  it('searches by keyword and keeps it in the URL and the business store', async () => {
    const { router } = openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    await userEvent.type(screen.getByRole('searchbox', { name: '职位关键词' }), '开发{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('keyword=%E5%BC%80%E5%8F%91'));
    await waitFor(() => cards().forEach((card) => expect(within(card).getByRole('link').textContent).toMatch(/开发/)));
    expect(useBusinessStore.getState().search).toMatchObject({ keyword: '开发', activeKey: 'social' });
  });

  it('restores the whole view from the URL: keyword, city and page', async () => {
    openPage(`${SOCIAL_JOB}?keyword=${encodeURIComponent('经理')}&cityCode=310000`);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(screen.getByRole('searchbox', { name: '职位关键词' })).toHaveValue('经理');
    expect(
      screen.getByText('上海市', { selector: '.ant-select-content, .ant-cascader-selection-item, span' }),
    ).toBeInTheDocument();
    cards().forEach((card) => expect(within(card).getByText(/上海市/)).toBeInTheDocument());
  });

  it('runs a hot word search with one click', async () => {
    const { router } = openPage(SOCIAL_JOB);
    const hot = await screen.findByRole('search', { name: '职位搜索' });
    const word = (await within(hot).findAllByRole('button', { pressed: false }))[0] as HTMLElement;
    await userEvent.click(word);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(word.textContent));
  });

  it('says so when nothing matches and offers to clear the search', async () => {
    const { router } = openPage(`${SOCIAL_JOB}?keyword=zzz-no-such-job`);
    expect(await screen.findByText('没有找到符合条件的职位，换个关键词或条件试试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清空搜索条件' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('keyword'));
    expect(await screen.findAllByRole('article', {}, ERROR_TIMEOUT)).toHaveLength(JOB_PAGE_SIZE);
  });

  it('shows an error with a retry that loads the list', async () => {
    openPage(SOCIAL_JOB, { faults: [{ kind: 'network', match: 'recruit/v1/position_demand' }] });
    const retry = await screen.findByRole('button', { name: '重试' }, ERROR_TIMEOUT);
    expect(screen.getByText('职位列表加载失败')).toBeInTheDocument();
    // The failure was reported (error reporting logs it in debug mode), with the call that failed.
    const reported = takeLoggedWarnings().filter(([prefix]) => prefix === '[error-reporting]');
    expect(
      reported.some(
        ([, error, context]) =>
          String(error).includes(HTTP_MESSAGES.networkRejection) && JSON.stringify(context).includes('position_demand'),
      ),
    ).toBe(true);
    clearMockFaults();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article', {}, ERROR_TIMEOUT)).toHaveLength(JOB_PAGE_SIZE);
  });

  it('switches recruit type with the recruit-type links, the current one marked', async () => {
    const { router } = openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const types = screen.getByRole('navigation', { name: '招聘类型' });
    expect(within(types).getByRole('link', { name: '社会招聘' })).toHaveAttribute('aria-current', 'page');
    expect(within(types).getByRole('link', { name: '门店招聘' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(types).getByRole('link', { name: '门店招聘' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'shop')));
    await waitFor(() =>
      expect(within(cards()[0] as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringContaining('/shop/jobDetail'),
      ),
    );
  });

  it('signed out, a favourite click starts the sign-in and remembers the job', async () => {
    openPage(SOCIAL_JOB);
    const first = (await screen.findAllByRole('article', {}, ERROR_TIMEOUT))[0] as HTMLElement;
    // The buttons come in a render of their own after the cards (decision 129).
    await userEvent.click(await within(first).findByRole('button', { name: /^收藏：/ }));
    expect(login).toHaveBeenCalledTimes(1);
    const id = new URL(within(first).getByRole('link').getAttribute('href') ?? '', 'http://x').searchParams.get('id');
    expect(JSON.parse(sessionStorage.getItem(`pendingFavourite:${id}`) ?? '{}')).toMatchObject({ positionDemandId: id });
  });
});
