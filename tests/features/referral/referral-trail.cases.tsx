import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REFERRAL_PATHS } from '@/api/referral';
import { REFERRAL_PAGE_SIZE, trailButtonLabel } from '@/features/referral/components/referral-table';
import { invalidReasonText } from '@/features/referral/lib/invalid-reason';
import { HIRED_TEXT, NEXT_HEADING, NEXT_STAGE_TEXT, TRAIL_END, TRAIL_STAGE_LABEL } from '@/features/referral/lib/trail';
import { TRAIL_QUERY } from '@/features/referral/lib/trail-links';
import { formatDate } from '@/lib/format';
import { pagePath } from '@/lib/routing';
import { trailOf } from '@/mocks/data/referral-trails';
import { getState } from '@/mocks/db';
import { referralHandlers } from '@/mocks/handlers/referral';
import { clearMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';

/**
 * Issue 23: the trail of a referral on my referrals — its stages with their dates and points (each linked to its bill
 * line), how it ended with the reason, or what happens next — in a dialog opened from the row or by `?referral=`.
 */

const MY_PUSH = pagePath('staff', 'myPush');
const trailPath = (id: string) => pagePath('staff', 'myPush', undefined, { [TRAIL_QUERY]: id });

/** A seeded referral with the trail the mock answers for it. */
const seeded = (id: string) => {
  const referral = getState().referrals.find((r) => r.id === id);
  if (!referral) throw new Error(`${id} is missing from the seed`);
  return { referral, trail: trailOf(referral, getState().bills) };
};

const dialog = () => screen.findByRole('dialog', {}, ERROR_TIMEOUT);
const stages = (within_: HTMLElement) =>
  within(within(within_).getByRole('list', { name: '各阶段进度' })).getAllByRole('listitem');

describe('a referral’s trail (issue 23)', () => {
  it('opens from its row with the keyboard, shows each stage dated with its points, and closes back to the row', async () => {
    const { router } = openPage(MY_PUSH, { account: 'staff-wang' });
    const { referral, trail } = seeded('RF-W3');
    const open = await screen.findByRole('button', { name: trailButtonLabel(referral) }, ERROR_TIMEOUT);
    open.focus();
    await userEvent.keyboard('{Enter}');
    const shown = await dialog();
    expect(router.state.location.search).toBe(`?${TRAIL_QUERY}=RF-W3`);
    expect(within(shown).getByRole('heading', { name: `${referral.friendName}的推荐进度` })).toBeInTheDocument();

    const items = stages(shown);
    // 推荐成功 → 简历筛选 → 面试, then what happens next: waiting for 录用.
    expect(items).toHaveLength(4);
    trail.steps.forEach((step, i) => {
      const item = items[i] as HTMLElement;
      expect(item).toHaveTextContent(TRAIL_STAGE_LABEL[step.stage]);
      expect(item).toHaveTextContent(formatDate(step.time));
    });
    expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull();
    const screening = within(items[1] as HTMLElement).getByRole('link', { name: '+10 积分：简历筛选的积分明细' });
    expect(screening).toHaveAttribute(
      'href',
      pagePath('staff', 'integralBill', undefined, { referral: 'RF-W3', bill: trail.steps[1]?.billId ?? '' }),
    );
    expect(within(items[2] as HTMLElement).getByRole('link', { name: '+50 积分：面试的积分明细' })).toBeInTheDocument();
    expect(items[3]).toHaveTextContent(`${NEXT_HEADING.next}：${TRAIL_STAGE_LABEL[4]}`);
    expect(items[3]).toHaveTextContent(NEXT_STAGE_TEXT[4]);
    expect(within(shown).getByText(/这次推荐共获得/)).toHaveTextContent(`这次推荐共获得 ${referral.integral} 积分`);
    expect(within(shown).getByRole('link', { name: '在积分账单中查看' })).toHaveAttribute(
      'href',
      pagePath('staff', 'integralBill', undefined, { referral: 'RF-W3' }),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('opens from the address the trail of a hire on another page of the list, complete once its reward came', async () => {
    openPage(trailPath('RF-W5'), { account: 'staff-wang' });
    const { referral, trail } = seeded('RF-W5');
    const shown = await dialog();
    await within(shown).findByRole('heading', { name: `${referral.friendName}的推荐进度` }, ERROR_TIMEOUT);
    const items = await waitFor(() => stages(shown));
    expect(items.map((item) => item.textContent)).toEqual([
      ...trail.steps.map((step) =>
        [TRAIL_STAGE_LABEL[step.stage], formatDate(step.time), step.integral ? `+${step.integral} 积分` : ''].join(''),
      ),
      `${NEXT_HEADING.done}${HIRED_TEXT.done}`,
    ]);
    expect(within(shown).getByText('推荐成功', { selector: '.ant-tag' })).toBeInTheDocument();
    // The row is not on the first page of the list.
    expect(screen.queryByRole('button', { name: trailButtonLabel(referral) })).toBeNull();
  });

  it('shows how an ended referral ended, when, why, and what happens next', async () => {
    openPage(trailPath('RF-W7'), { account: 'staff-wang' });
    const { trail } = seeded('RF-W7');
    const shown = await dialog();
    const items = await waitFor(() => stages(shown));
    const end = TRAIL_END[2];
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent(`${end.label}${formatDate(trail.end?.time)}原因：${end.reason}${end.next}`);
  });

  it.each([
    ['RF-W13', 1, 1],
    ['RF-W14', 4, 4],
  ] as const)(
    'shows the end %s reached (end %i) after its last stage, with its reason and what happens next',
    async (id, code, reached) => {
      openPage(trailPath(id), { account: 'staff-wang' });
      const { trail } = seeded(id);
      const shown = await dialog();
      const items = await waitFor(() => stages(shown));
      expect(trail.end?.result).toBe(code);
      expect(items).toHaveLength(reached + 1);
      const end = TRAIL_END[code];
      expect(items[reached]).toHaveTextContent(`${end.label}${formatDate(trail.end?.time)}原因：${end.reason}${end.next}`);
    },
  );

  it('says in words why an invalid referral ended, with its figure', async () => {
    openPage(trailPath('RF-W12'), { account: 'staff-wang' });
    const { trail } = seeded('RF-W12');
    const shown = await dialog();
    const items = await waitFor(() => stages(shown));
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      `${TRAIL_END[5].label}${formatDate(trail.end?.time)}原因：${invalidReasonText(4, 180)}${TRAIL_END[5].next}`,
    );
    expect(within(shown).getByText(/这次推荐共获得/)).toHaveTextContent('这次推荐共获得 0 积分');
    expect(within(shown).queryByRole('link', { name: '在积分账单中查看' })).toBeNull();
  });

  it('shows a skeleton while a referral off the page loads', async () => {
    openPage(trailPath('RF-W6'), {
      account: 'staff-wang',
      faults: [{ kind: 'slow', match: `${REFERRAL_PATHS.referrals}/` }],
    });
    expect(await within(await dialog()).findByLabelText('推荐进度加载中')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a retry when the referral cannot be read', async () => {
    openPage(trailPath('RF-W6'), {
      account: 'staff-wang',
      faults: [{ kind: 'network', match: `${REFERRAL_PATHS.referrals}/` }],
    });
    const shown = await dialog();
    expect(await within(shown).findByText('推荐进度加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(within(shown).getByRole('button', { name: '重试' }));
    expect(await within(shown).findByRole('list', { name: '各阶段进度' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

type Row = Record<string, unknown>;

/**
 * Answers the referral calls (the list and one referral) as the mock does, with `trail` in place of every trail
 * (undefined: left out), as a server without trails, or with trails of the wrong shape, would.
 */
function answerWithTrail(trail: unknown): { hits: number } {
  const seen = { hits: 0 };
  const edit = (row: Row): Row => {
    const { trail: _trail, ...rest } = row;
    return trail === undefined ? rest : { ...rest, trail };
  };
  const edited =
    (change: (data: Row) => Row) =>
    async ({ request }: { request: Request }) => {
      seen.hits += 1;
      const real = await getResponse(referralHandlers, request);
      const body = (await real?.json()) as { code: number; msg: string; data: Row };
      return HttpResponse.json({ ...body, data: change(body.data) });
    };
  server.use(
    http.get(
      `*${REFERRAL_PATHS.referrals}`,
      edited((data) => ({ ...data, list: (data.list as Row[]).map(edit) })),
    ),
    http.get(`*${REFERRAL_PATHS.referral}`, edited(edit)),
  );
  return seen;
}

describe('answers without trails show today’s view (issue 23)', () => {
  it.each([
    ['without trails', undefined],
    ['with trails of the wrong shape', { steps: 'x' }],
    ['with a stage it cannot name', { steps: [{ stage: 9, time: '2026-11-01 11:00:00', integral: 0, bill_id: null }] }],
  ])('a list %s: every row as before, no trail to open', async (_name, trail) => {
    const seen = answerWithTrail(trail);
    openPage(MY_PUSH, { account: 'staff-wang' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    expect(seen.hits).toBeGreaterThan(0);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(REFERRAL_PAGE_SIZE);
    expect(within(table).getByText(`推荐无效：${invalidReasonText(4, 180)}`)).toBeInTheDocument();
    expect(within(table).queryAllByRole('button', { name: /^查看进度/ })).toEqual([]);
  });

  it.each([
    ['without its trail', undefined],
    ['with a trail of the wrong shape', 'x'],
  ])('a referral %s opens with its status and reason, as the list shows them', async (_name, trail) => {
    answerWithTrail(trail);
    openPage(trailPath('RF-W9'), { account: 'staff-wang' });
    const shown = await dialog();
    expect(await within(shown).findByText(`推荐无效：${invalidReasonText(1, 6)}`, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(within(shown).getByText('已结束')).toBeInTheDocument();
    expect(within(shown).getByText('暂无各阶段的进度记录。')).toBeInTheDocument();
    expect(within(shown).queryByRole('list', { name: '各阶段进度' })).toBeNull();
  });
});
