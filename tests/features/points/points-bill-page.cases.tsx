import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { getState } from '@/mocks/db';
import { clearMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { BILL_PAGE_SIZE } from '@/features/points/components/bill-table';
import { BILL_SOURCE_LABEL, billDetail } from '@/features/points/lib/bill';

const BILL = pagePath('staff', 'integralBill');

const wang = () => {
  const employee = getState().employees.find((e) => e.accountId === 'staff-wang');
  if (!employee) throw new Error('staff-wang is missing from the seed');
  return employee;
};

/** staff-wang's stored bill lines. */
const ownBills = () => getState().bills.filter((bill) => bill.accountId === 'staff-wang');

/** The newest bill line, a referral's: its title, points, and the friend and job of its referral. */
const newestReferralLine = () => {
  const newest = [...ownBills()].sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
  const referral = getState().referrals.find((r) => r.id === newest?.referralId);
  if (!newest || !referral) throw new Error('the newest bill line of the seed is no referral’s');
  return { ...newest, friendName: referral.friendName, positionName: referral.positionName };
};

/** The data rows of the bill (the header row left out; the month picker's panel is a table too). */
const rows = async () => {
  const bill = await screen.findByRole('region', { name: '积分明细' }, ERROR_TIMEOUT);
  const table = await within(bill).findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
};

/** The cells of a row as text: time, reason, points, balance. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

/** A summary figure: the dd after its dt. */
const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

describe('points bill (rule STAFF-7)', () => {
  it('shows skeletons while the summary and the bill load', async () => {
    openPage(BILL, {
      account: 'staff-wang',
      faults: [
        { kind: 'slow', match: '/recommendations/bills' },
        { kind: 'slow', match: '/recommendations/integral' },
      ],
    });
    expect(await screen.findByLabelText('积分明细加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('积分概览加载中')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the summary and rules, and each line with its points and the balance after it', async () => {
    openPage(BILL, { account: 'staff-wang' });
    await screen.findByRole('heading', { name: '积分概览' }, ERROR_TIMEOUT);
    const { currentRecommendIntegral, recommendIntegral } = wang();
    expect(figure('当前积分')).toBe(String(currentRecommendIntegral));
    expect(figure('累计积分')).toBe(String(recommendIntegral));
    expect(figure('已使用积分')).toBe(String(recommendIntegral - currentRecommendIntegral));
    expect(screen.getByRole('heading', { name: '积分规则' })).toBeInTheDocument();
    expect(screen.getByText('推荐候选人入职')).toBeInTheDocument();

    const lines = await rows();
    expect(lines).toHaveLength(BILL_PAGE_SIZE);
    // The newest line's balance is the current points of the user card.
    const [time, reason, points, balance] = cells(lines[0] as HTMLElement);
    expect(balance).toBe(String(currentRecommendIntegral));
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const newest = newestReferralLine();
    expect(reason).toBe(`${newest.title}${BILL_SOURCE_LABEL[1]}${billDetail(newest.friendName, newest.positionName)}`);
    expect(points).toBe(`+${newest.integral}`);
    expect(within(lines[0] as HTMLElement).getByText(`+${newest.integral}`)).toHaveAttribute('data-tone', 'income');
    const spent = lines.find((line) => cells(line)[2] === '-300') as HTMLElement;
    expect(within(spent).getByText('-300')).toHaveAttribute('data-tone', 'expense');
    // Each balance is the one before it plus the line's points.
    for (let i = 0; i < lines.length - 1; i += 1) {
      const [, , change, after] = cells(lines[i] as HTMLElement);
      const before = cells(lines[i + 1] as HTMLElement)[3];
      expect(Number(after)).toBe(Number(before) + Number(change));
    }
  });

  it('pages through the URL down to the oldest line', async () => {
    const { router } = openPage(BILL, { account: 'staff-wang' });
    await rows();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const total = ownBills().length;
    await waitFor(async () => expect(await rows()).toHaveLength(total - BILL_PAGE_SIZE));
    const oldest = (await rows()).at(-1) as HTMLElement;
    expect(cells(oldest).slice(1)).toEqual([`新人首推奖励${BILL_SOURCE_LABEL[2]}`, '+20', '20']);
  });

  it('filters by the month picked, in the URL', async () => {
    const month = dayjs().subtract(12, 'day').format('YYYY-MM');
    const { router } = openPage(BILL, { account: 'staff-wang' });
    await rows();
    await userEvent.click(screen.getByLabelText('月份'));
    const cell = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`td[title="${month}"]`);
      if (!found) throw new Error(`no cell for ${month}`);
      return found;
    });
    await userEvent.click(cell);
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${month}`));
    await waitFor(async () => {
      const lines = await rows();
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(cells(line)[0]?.startsWith(month)).toBe(true);
    });
    expect(screen.getByLabelText('月份')).toHaveValue(month);
  });

  it('says when a month has no lines', async () => {
    openPage(`${BILL}?month=2001-02`, { account: 'staff-wang' });
    expect(await screen.findByText('2001年2月没有积分记录', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows an empty bill for an employee without points', async () => {
    openPage(BILL, { account: 'interviewer-liu' });
    expect(await screen.findByText('暂无积分记录，推荐好友即可获得积分', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows errors with a retry for the summary and the bill', async () => {
    openPage(BILL, {
      account: 'staff-wang',
      faults: [
        { kind: 'network', match: '/recommendations/bills' },
        { kind: 'network', match: '/recommendations/integral' },
      ],
    });
    expect(await screen.findByText('积分明细加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('积分概览加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    const [summaryRetry, billRetry] = screen.getAllByRole('button', { name: '重试' });
    await userEvent.click(billRetry as HTMLElement);
    expect(await rows()).toHaveLength(BILL_PAGE_SIZE);
    await userEvent.click(summaryRetry as HTMLElement);
    expect(await screen.findByRole('heading', { name: '积分概览' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
