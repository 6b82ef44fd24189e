import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { REFERRAL_PAGE_SIZE } from '@/features/referral/components/referral-table';
import { REFERRAL_STATUS_LABEL, REFERRAL_STATUS_QUERY } from '@/features/referral/lib/invalid-reason';
import { getState } from '@/mocks/db';

const MY_PUSH = pagePath('staff', 'myPush');

/** staff-wang's seeded referrals, with the given status when one is named. */
const wangReferrals = (status?: number) =>
  getState().referrals.filter((r) => r.accountId === 'staff-wang' && (status === undefined || r.status === status));

/** The data rows of the referral table (the header row left out). */
const rows = async () => {
  const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
};

describe('my referrals (rule STAFF-6)', () => {
  it('shows a skeleton while the referrals load', async () => {
    openPage(MY_PUSH, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/employee/recommendation' }] });
    expect(await screen.findByLabelText('推荐记录加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists each referral with friend, job, date, stage and status, and says why an invalid one ended', async () => {
    openPage(MY_PUSH, { account: 'staff-wang' });
    expect(await rows()).toHaveLength(REFERRAL_PAGE_SIZE);
    expect(screen.getByText(`共 ${wangReferrals().length} 条推荐记录`)).toBeInTheDocument();
    for (const header of ['推荐好友', '推荐职位', '推荐时间', '当前阶段', '推荐状态', '获得积分', '推荐进度']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('推荐无效：好友距上次投递不足 6 个月，暂不能再次推荐')).toBeInTheDocument();
    expect(screen.getByText('推荐无效：好友已是其他职位的候选人，正在其他招聘流程中')).toBeInTheDocument();
    expect(screen.getByText('推荐无效：好友目前是公司在职员工，不能被推荐')).toBeInTheDocument();
    expect(screen.getByText('推荐无效：好友离职不足 180 天，属于返聘人员，本次推荐无效')).toBeInTheDocument();
    // An invalid referral has ended (rule STATE-13).
    const invalidRow = screen.getByText(/不足 6 个月/).closest('tr') as HTMLElement;
    expect(within(invalidRow).getByText('已结束')).toBeInTheDocument();
    expect(within(invalidRow).getByText('推荐无效', { exact: true })).toBeInTheDocument();
    // Phone numbers are masked.
    expect(within(invalidRow).getByText(/^\d{3}\*{4}\d{4}$/)).toBeInTheDocument();
  });

  it('filters by status through the URL, and the filter opens from a link', async () => {
    const { router } = openPage(MY_PUSH, { account: 'staff-wang' });
    await rows();
    const filter = screen.getByRole('radiogroup', { name: '按推荐状态筛选' });
    await userEvent.click(within(filter).getByRole('radio', { name: REFERRAL_STATUS_LABEL[2] }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${REFERRAL_STATUS_QUERY}=2`));
    await waitFor(async () => expect(await rows()).toHaveLength(wangReferrals(2).length));
    for (const row of await rows()) expect(within(row).getByText('已结束')).toBeInTheDocument();

    await userEvent.click(within(filter).getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await rows()).toHaveLength(REFERRAL_PAGE_SIZE));
  });

  it('opens with the status of the link and pages through the URL', async () => {
    const { router } = openPage(pagePath('staff', 'myPush', undefined, { [REFERRAL_STATUS_QUERY]: 3 }), {
      account: 'staff-wang',
    });
    await waitFor(async () => expect(await rows()).toHaveLength(wangReferrals(3).length));
    expect(screen.getByRole('radio', { name: REFERRAL_STATUS_LABEL[3] })).toBeChecked();
    for (const row of await rows()) expect(within(row).getByText('推荐成功')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(async () => expect(await rows()).toHaveLength(REFERRAL_PAGE_SIZE));
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(wangReferrals().length - REFERRAL_PAGE_SIZE));

    // A new status starts again at page 1.
    await userEvent.click(screen.getByRole('radio', { name: REFERRAL_STATUS_LABEL[1] }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${REFERRAL_STATUS_QUERY}=1`));
  });

  it('says when a status has no referrals', async () => {
    openPage(`${MY_PUSH}?status=3`, { account: 'staff-tech' });
    expect(await screen.findByText('暂无“推荐成功”的推荐记录', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('leads to the referral jobs when there are no referrals at all', async () => {
    server.use(
      http.get('*/employee/recommendation', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0, page: 1, page_size: REFERRAL_PAGE_SIZE } }),
      ),
    );
    const { router } = openPage(MY_PUSH, { account: 'staff-wang' });
    expect(
      await screen.findByText('还没有推荐记录，去看看内推职位，把好机会推荐给好友吧', {}, ERROR_TIMEOUT),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去推荐好友' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('staff', 'job')));
  });

  it('shows an error with a retry that loads the referrals', async () => {
    openPage(MY_PUSH, { account: 'staff-wang', faults: [{ kind: 'network', match: '/employee/recommendation' }] });
    expect(await screen.findByText('推荐记录加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).toHaveLength(REFERRAL_PAGE_SIZE);
  });
});
