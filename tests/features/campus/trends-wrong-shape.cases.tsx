import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { describeWrongShapes, heading, USER, type PageCase } from '../../wrong-shape-table';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { expectNoCrashScreen } from '../../app/render-app';

/** Issue 11: the trends tabs and the notice detail in the wrong-shape table (tests/wrong-shape-table.tsx). */

const TRENDS = pagePath('candidate', 'trends', 'school');
const TALKS = 'GET /api/recruit/career_talk_route/list';
const CITIES = 'GET /api/recruit/activity/line/city_codes';
const ANNOUNCEMENTS = 'GET /api/recruit/announcement/list';

const PAGES: PageCase[] = [
  {
    page: 'trends · process',
    path: () => TRENDS,
    account: 'cand-campus',
    calls: { [USER]: {} },
    shown: heading('网申投递'),
  },
  {
    page: 'trends · talks',
    path: () => `${TRENDS}?tab=talks`,
    account: 'cand-campus',
    calls: {
      [USER]: {},
      // The talks still show, without the city filter's choices (or with its retry).
      [CITIES]: {},
      [TALKS]: { error: '宣讲会加载失败', empty: '宣讲行程即将公布，敬请关注' },
    },
    shown: () => screen.findByRole('list', { name: '宣讲会列表' }, ERROR_TIMEOUT),
  },
  {
    page: 'trends · notices',
    path: () => `${TRENDS}?tab=notices`,
    account: 'cand-campus',
    calls: {
      [USER]: {},
      [ANNOUNCEMENTS]: { error: '公告加载失败', empty: '暂无公告，新的招聘公告发布后会在这里显示' },
    },
    shown: () => screen.findByRole('list', { name: '公告列表' }, ERROR_TIMEOUT),
  },
  {
    page: 'trends · Q&A',
    path: () => `${TRENDS}?tab=qa`,
    account: 'cand-campus',
    calls: {
      [USER]: {},
      [ANNOUNCEMENTS]: { error: '问答加载失败', empty: '暂无问答，常见问题整理后会在这里发布' },
    },
    shown: () => screen.findByRole('button', { name: '面试有几轮？' }, ERROR_TIMEOUT),
  },
  {
    page: 'notice detail',
    path: () => pagePath('candidate', 'noticeDetail', 'school', { id: 'ANN003' }),
    account: 'cand-campus',
    calls: {
      [USER]: {},
      'GET /api/recruit/announcement/ANN003': { error: '公告加载失败' },
    },
    shown: heading('关于在线测评的温馨提示'),
  },
];

describeWrongShapes(PAGES);

describe('a wrong-shaped answer to a question', () => {
  it.each([
    ['null', null],
    ['{}', {}],
    ['[]', []],
    ['a string', 'x'],
  ])('answered %s shows the answer’s error with a retry, never the crash screen', async (_, data) => {
    server.use(http.get('*/announcement/QA005', () => HttpResponse.json({ code: 0, msg: 'success', data })));
    openPage(`${TRENDS}?tab=qa`);
    await userEvent.click(await screen.findByRole('button', { name: '面试有几轮？' }, ERROR_TIMEOUT));
    expect(await screen.findByText('答案加载失败，请稍后重试。', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expectNoCrashScreen();
  });
});
