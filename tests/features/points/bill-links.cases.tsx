import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { POINTS_PATHS } from '@/api/points';
import { referralLinkLabel } from '@/features/points/components/bill-table';
import { BILL_SOURCE_LABEL, billDetail } from '@/features/points/lib/bill';
import { BILL_QUERY, REFERRAL_TRAIL_QUERY } from '@/features/points/lib/bill-links';
import { TRAIL_STAGE_LABEL } from '@/features/referral/lib/trail';
import { pagePath } from '@/lib/routing';
import { stageBillId } from '@/mocks/data/referral-trails';
import { getState } from '@/mocks/db';
import { pointsHandlers } from '@/mocks/handlers/points';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';

/**
 * Issue 23: every line of the points bill names its cause and links a referral's line to that referral's trail; the
 * trail links back to its lines (`?referral=`, the line pointed at `?bill=`).
 */

const BILL = pagePath('staff', 'integralBill');

const referralOf = (id: string) => {
  const referral = getState().referrals.find((r) => r.id === id);
  if (!referral) throw new Error(`${id} is missing from the seed`);
  return referral;
};

/** The data rows of the bill (the header row left out). */
const rows = async () => {
  const bill = await screen.findByRole('region', { name: '积分明细' }, ERROR_TIMEOUT);
  const table = await within(bill).findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
};

describe('the bill names and links the cause of each line (issue 23)', () => {
  it('links each referral’s line to that referral’s trail, and tags the other causes', async () => {
    openPage(BILL, { account: 'staff-wang' });
    const lines = await rows();
    const own = getState().bills.filter((bill) => bill.accountId === 'staff-wang');
    for (const line of lines) {
      const stored = own.find((bill) => bill.id === line.getAttribute('data-row-key'));
      if (!stored) throw new Error(`no stored line ${line.getAttribute('data-row-key')}`);
      expect(within(line).getByText(BILL_SOURCE_LABEL[stored.source])).toBeInTheDocument();
      if (stored.source !== 1) {
        expect(within(line).queryByRole('link')).toBeNull();
        continue;
      }
      const referral = referralOf(stored.referralId ?? '');
      const detail = billDetail(referral.friendName, referral.positionName);
      const link = within(line).getByRole('link', { name: referralLinkLabel(detail) });
      expect(link).toHaveTextContent(detail);
      expect(link).toHaveAttribute('href', pagePath('staff', 'myPush', undefined, { [REFERRAL_TRAIL_QUERY]: referral.id }));
    }
    expect(lines.some((line) => within(line).queryByText(BILL_SOURCE_LABEL[3]))).toBe(true);
  });

  it('shows only a referral’s lines from its trail, points at the one followed and leads back', async () => {
    const referral = referralOf('RF-W5');
    const followed = stageBillId('RF-W5', 5);
    openPage(pagePath('staff', 'integralBill', undefined, { [BILL_QUERY.referral]: 'RF-W5', [BILL_QUERY.bill]: followed }), {
      account: 'staff-wang',
    });
    const lines = await rows();
    expect(lines.map((line) => line.getAttribute('data-row-key'))).toEqual(
      [5, 3, 2].map((stage) => stageBillId('RF-W5', stage as 2)),
    );
    const pointed = lines[0] as HTMLElement;
    expect(pointed).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(pointed).toHaveFocus());
    for (const line of lines.slice(1)) expect(line).not.toHaveAttribute('aria-current');

    const detail = billDetail(referral.friendName, referral.positionName);
    expect(screen.getByText(`只看这次推荐的积分：${detail}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看推荐进度' })).toHaveAttribute(
      'href',
      pagePath('staff', 'myPush', undefined, { [REFERRAL_TRAIL_QUERY]: 'RF-W5' }),
    );
    expect(screen.getByRole('link', { name: '查看全部积分' })).toHaveAttribute('href', BILL);
  });

  it('says when a referral earned no points yet', async () => {
    openPage(pagePath('staff', 'integralBill', undefined, { [BILL_QUERY.referral]: 'RF-W1' }), { account: 'staff-wang' });
    expect(await screen.findByText('这次推荐还没有获得积分', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('只看这次推荐的积分')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看推荐进度' })).toBeInTheDocument();
  });

  it('follows a line to its referral’s trail and the trail’s points back to that line', async () => {
    const { router } = openPage(BILL, { account: 'staff-wang' });
    const lines = await rows();
    const first = lines[0] as HTMLElement;
    const referral = referralOf(
      getState().bills.find((bill) => bill.id === first.getAttribute('data-row-key'))?.referralId ?? '',
    );
    await userEvent.click(within(first).getByRole('link'));
    const dialog = await screen.findByRole('dialog', {}, ERROR_TIMEOUT);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('staff', 'myPush')));
    expect(await within(dialog).findByRole('heading', { name: `${referral.friendName}的推荐进度` })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('link', { name: `+10 积分：${TRAIL_STAGE_LABEL[2]}的积分明细` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILL));
    const back = await waitFor(async () => {
      const pointed = (await rows()).find((line) => line.getAttribute('aria-current') === 'true');
      if (!pointed) throw new Error('no line pointed at yet');
      return pointed;
    });
    expect(back).toHaveAttribute('data-row-key', first.getAttribute('data-row-key'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an answer without causes shows the bill as before: the names, no links', async () => {
    server.use(
      http.get(`*${POINTS_PATHS.bills}`, async ({ request }) => {
        const real = await getResponse(pointsHandlers, request);
        const body = (await real?.json()) as { data: { list: Array<Record<string, unknown>> } };
        const list = body.data.list.map(({ source: _source, referral_id: _referralId, ...line }) => line);
        return HttpResponse.json({ ...body, data: { ...body.data, list } });
      }),
    );
    openPage(BILL, { account: 'staff-wang' });
    const lines = await rows();
    const newest = referralOf(
      getState().bills.find((bill) => bill.id === lines[0]?.getAttribute('data-row-key'))?.referralId ?? '',
    );
    expect(within(lines[0] as HTMLElement).getByText(billDetail(newest.friendName, newest.positionName))).toBeInTheDocument();
    for (const line of lines) expect(within(line).queryByRole('link')).toBeNull();
  });
});
