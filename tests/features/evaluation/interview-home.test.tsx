import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EVALUATION_PATHS } from '@/api/evaluation';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { listOf, seeded } from './helpers';
import { pagePath } from '@/lib/routing';

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
    expect(screen.getAllByText('待填写 -- 份')).toHaveLength(3);
  });

  it('leads to the list of a recruit type', async () => {
    const user = userEvent.setup();
    const { router } = openPage(HOME, { account: 'interviewer-liu' });
    const shop = await screen.findByRole('region', { name: '门店招聘' }, ERROR_TIMEOUT);
    await user.click(within(shop).getByRole('button', { name: /我的评价/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listOf('shop')));
    expect(await screen.findByRole('heading', { name: '我的评价 · 门店招聘' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
