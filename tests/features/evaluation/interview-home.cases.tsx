import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EVALUATION_PATHS, HOME_PENDING_SIZE } from '@/api/evaluation';
import { overdueBy, overdueLabelOf } from '@/features/evaluation/lib/overdue';
import { getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { listOf, seeded } from './helpers';
import { pagePath } from '@/lib/routing';
import { expectNoCrashScreen } from '../../app/render-app';

const HOME = pagePath('interview', 'home');
const TYPES = [
  ['social', '社会招聘'],
  ['school', '校园招聘'],
  ['shop', '门店招聘'],
] as const;

describe('interview home', () => {
  it('shows placeholders while the counts load', async () => {
    openPage(HOME, { account: 'interviewer-liu', faults: [{ kind: 'slow', match: '/interview/evaluation/my' }] });
    expect(await screen.findAllByRole('status', { name: '待填写数量加载中' }, ERROR_TIMEOUT)).toHaveLength(3);
  });

  it('shows the evaluations to fill in per recruit type', async () => {
    openPage(HOME, { account: 'interviewer-liu' });
    for (const [type, title] of TYPES) {
      const section = await screen.findByRole('region', { name: title }, ERROR_TIMEOUT);
      await waitFor(() => expect(section).toHaveTextContent(`待填写${seeded(type, 0).length}份`));
    }
  });

  it('asks each type’s count with that type’s client code and recruit_type_code (issue 19)', async () => {
    const asked = new Map<string, [string | null, string | null]>();
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith(EVALUATION_PATHS.mine)) return;
      const type = url.searchParams.get('recruit_type') ?? '';
      asked.set(type, [request.headers.get('ClientCode'), url.searchParams.get('recruit_type_code')]);
    };
    server.events.on('request:start', listen);
    try {
      openPage(HOME, { account: 'interviewer-liu' });
      await waitFor(() => expect(asked.size).toBe(TYPES.length), ERROR_TIMEOUT);
      expect(Object.fromEntries(asked)).toEqual({
        social: ['RECRUIT', 'social'],
        shop: ['RECRUIT', 'social'],
        school: ['CAMPUS', 'campus'],
      });
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows 0 for an interviewer with nothing to fill in', async () => {
    openPage(HOME, { account: 'staff-wang' });
    const section = await screen.findByRole('region', { name: '门店招聘' }, ERROR_TIMEOUT);
    await waitFor(() => expect(section).toHaveTextContent('待填写0份'));
  });

  it('shows one error with a retry when the counts cannot be read', async () => {
    openPage(HOME, { account: 'interviewer-liu', faults: [{ kind: 'network', match: '/interview/evaluation/my' }] });
    expect(await screen.findByText('待填写数量加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    // The three calls fail one by one: the warning shows with the first, each count's dashes with its own call.
    await waitFor(() => expect(screen.getAllByText('待填写 -- 份')).toHaveLength(3), ERROR_TIMEOUT);
  });

  it('leads to the list of a recruit type', async () => {
    const user = userEvent.setup();
    const { router } = openPage(HOME, { account: 'interviewer-liu' });
    const shop = await screen.findByRole('region', { name: '门店招聘' }, ERROR_TIMEOUT);
    await user.click(within(shop).getByRole('button', { name: /我的评价/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listOf('shop')));
    expect(await screen.findByRole('heading', { name: '我的评价 · 门店招聘' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('lists the first evaluations to fill in of each type, the overdue ones first and marked in words (issue 23)', async () => {
    const now = Date.now();
    openPage(HOME, { account: 'interviewer-liu' });
    for (const [type, title] of TYPES) {
      const open = seeded(type, 0).slice(0, HOME_PENDING_SIZE);
      const overdue = open.filter((e) => overdueBy(e, now) !== null);
      const expected = [...overdue, ...open.filter((e) => !overdue.includes(e))];
      const list = await screen.findByRole('list', { name: `${title}待填写的评价` }, ERROR_TIMEOUT);
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(expected.map((e) => e.candidateName));
      expected.forEach((evaluation, index) => {
        const label = overdueLabelOf(evaluation, now);
        if (label) expect(within(items[index]!).getByText(label)).toBeInTheDocument();
        else expect(items[index]).not.toHaveTextContent(/已超时/);
      });
    }
    // The seed has overdue ones to show (social, school).
    expect(screen.getAllByText(/^已超时/).length).toBeGreaterThan(0);
  });

  it('opens an evaluation to fill in from its row', async () => {
    const user = userEvent.setup();
    const first = seeded('social', 0)[0]!;
    const { router } = openPage(HOME, { account: 'interviewer-liu' });
    const list = await screen.findByRole('list', { name: '社会招聘待填写的评价' }, ERROR_TIMEOUT);
    await user.click(within(list).getByRole('link', { name: `填写评价：${first.candidateName}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${first.id}`));
    expect(await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('a missing or garbled interview time is not overdue and breaks nothing', async () => {
    getState().evaluations.forEach((evaluation, index) => {
      (evaluation as { interviewTime: unknown }).interviewTime = index % 2 ? '昨天' : undefined;
    });
    openPage(HOME, { account: 'interviewer-liu' });
    const list = await screen.findByRole('list', { name: '社会招聘待填写的评价' }, ERROR_TIMEOUT);
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText(/已超时/)).toBeNull();
    expectNoCrashScreen();
  });
});
