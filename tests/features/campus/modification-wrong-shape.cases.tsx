import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { captureToasts } from '../../api/session';
import { describeWrongShapes, heading, USER, type PageCase } from '../../wrong-shape-table';
import { openPage } from '../jobs/page-helpers';
import { registrationPath } from './modification-helpers';
import { expectNoCrashScreen } from '../../app/render-app';

/** Issue 11: the registration page in the wrong-shape table (tests/wrong-shape-table.tsx), its save included. */

const SLOW = { timeout: 10_000 };
const API = '/api/recruit';
const RESUME = `${API}/position_candidate/PC001/resume`;

const PAGES: PageCase[] = [
  {
    page: 'modify a registration',
    path: () => registrationPath('PC001'),
    account: 'cand-campus',
    calls: {
      // The draft belongs to the signed-in candidate: without them the page offers a retry.
      [USER]: { error: '报名信息加载失败' },
      [`GET ${RESUME}`]: { error: '报名信息加载失败' },
      'GET /api/dict/open/basic/v1/dicts/batch_list': {},
      [`GET ${API}/position_demand/city_code`]: {},
    },
    shown: heading('修改报名信息'),
  },
];

describeWrongShapes(PAGES);

const WRONG_SAVE_ANSWERS = [
  ['null', null],
  ['{}', {}],
  ['[]', []],
  ['a string', 'x'],
] as const;

describe('a wrong-shaped answer to the save is a failed save, told on the page', () => {
  it.each(WRONG_SAVE_ANSWERS)('PUT answers %s', async (_shape, data) => {
    const toasts = captureToasts();
    openPage(registrationPath('PC001'), { account: 'cand-campus' });
    const email = await screen.findByLabelText('邮箱', {}, SLOW);
    await screen.findAllByText('本科', {}, SLOW);
    fireEvent.change(email, { target: { value: 'typed@example.com' } });
    server.use(http.put(`*${RESUME}`, () => HttpResponse.json({ code: 0, msg: 'success', data })));
    await userEvent.click(within(document.querySelector('form') as HTMLElement).getByRole('button', { name: /保存报名信息/ }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('报名信息未能保存');
    expect(screen.getByLabelText('邮箱')).toHaveValue('typed@example.com');
    expectNoCrashScreen();
    expect(toasts).toEqual([]);
  });
});
