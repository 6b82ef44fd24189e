import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../features/jobs/page-helpers';

/**
 * Issue 10: every built page, every API answer it gets replaced in turn by a well-formed envelope around
 * the wrong data. The page shows its error state (with a retry) or its empty state, or — where the answer
 * only feeds a side part (hot words, filter trees, the signed-in user) — the page itself; never the crash
 * screen. A crash would also fail the test through React's console.error (tests/setup.ts).
 */
// The signed-in user is a query of the app's client, which page-helpers clears before each test: fetched anew.

const WRONG_SHAPES = [
  ['null', null],
  ['{}', {}],
  ['[]', []],
  ['a string', 'x'],
  ['a list object with list null', { list: null, total: 3, page: 1, page_size: 10 }],
] as const;

/** What the page shows when this call's answer is of the wrong shape. */
interface Outcome {
  /** The section's error state, e.g. 职位列表加载失败 (shown with a 重试 button). */
  error?: string;
  /** The section's empty state (shapes that read as "nothing": null, a list object without list). */
  empty?: string;
}

interface PageCase {
  page: string;
  path: () => string;
  account: string;
  /** Every call the page makes, `METHOD pathname`, and what a wrong answer to it shows ({} = the page itself). */
  calls: Record<string, Outcome>;
  /** Resolves once the page is on screen. */
  shown: () => Promise<unknown>;
}

const job = () => {
  const found = getCatalog().positions.find((p) => p.recruitType === 'social' && p.isValid && !p.activityId);
  if (!found) throw new Error('no open social job in the seed');
  return found;
};

const USER = 'GET /api/account/open/basic/v1/users/current_info';
/**
 * Tracking (POST …/behaviors) is left out: lib/tracking posts it with a keep-alive fetch that never reads
 * the answer's body, and sends a page view once per page visit, not once per test.
 */
const TRACKING = 'POST /api/recruit/client/recruit/v1/behaviors';
const heading = (name: string | RegExp) => () => screen.findByRole('heading', { name }, ERROR_TIMEOUT);

const PAGES: PageCase[] = [
  {
    page: 'candidate home',
    path: () => '/recruit-web/candidate/home',
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/position_demand/hot': { error: '热招职位加载失败', empty: '暂无热招职位' },
      'GET /api/recruit/client/recruit/v1/basic_configure': {},
    },
    shown: () => screen.findAllByRole('article', {}, ERROR_TIMEOUT),
  },
  {
    page: 'job list',
    path: () => '/recruit-web/candidate/social/job',
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/client/recruit/v1/position_demand': {
        error: '职位列表加载失败',
        empty: '暂无开放的职位，请稍后再来看看',
      },
      'GET /api/recruit/client/recruit/v1/basic_configure': {},
      'GET /api/recruit/position_demand/city_code': {},
      'GET /api/recruit/position_demand/function_code': {},
      'GET /api/recruit/position_demand/target_depart': {},
      'GET /api/recruit/position_demand/collection': {},
    },
    shown: () => screen.findAllByRole('article', {}, ERROR_TIMEOUT),
  },
  {
    page: 'job detail',
    path: () => `/recruit-web/candidate/social/jobDetail?id=${job().id}`,
    account: 'cand-full',
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位详情加载失败' },
      // Similar jobs are a side column: left out when they cannot be read.
      [`GET /api/recruit/position_demand/${job().id}/recommendation`]: {},
    },
    shown: heading(job().positionName),
  },
  {
    page: 'delivery',
    path: () => `/recruit-web/candidate/social/deliveryResume?id=${job().id}&positionId=${job().positionId}`,
    account: 'cand-full',
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位信息加载失败' },
      'GET /api/recruit/resume/detail': { error: '在线简历加载失败', empty: '您还没有在线简历，填写后即可投递' },
    },
    shown: () => screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT),
  },
  {
    page: 'edit resume',
    path: () => '/recruit-web/candidate/social/editResume?type=edit',
    account: 'cand-full',
    calls: {
      // The local draft belongs to the signed-in user: without one the page offers a retry.
      [USER]: { error: '简历加载失败' },
      // No resume reads as a first resume: the empty form.
      'GET /api/recruit/resume/detail': { error: '简历加载失败', empty: '填写简历' },
      'GET /api/recruit/resume/draft': {},
      'GET /api/dict/open/basic/v1/dicts/batch_list': {},
      'GET /api/recruit/position_demand/city_code': {},
    },
    shown: heading(/编辑简历|填写简历/),
  },
  {
    page: 'favourites',
    path: () => '/recruit-web/candidate/social/collectingPosition',
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/position_demand/collection': {
        error: '收藏列表加载失败',
        empty: '还没有收藏的职位，看到心仪的职位点个收藏吧',
      },
      'GET /api/recruit/position_demand/invalid/count': {},
    },
    shown: () => screen.findByText(/共 \d+ 个收藏职位/, {}, ERROR_TIMEOUT),
  },
  {
    page: 'application records',
    path: () => '/recruit-web/candidate/social/applyForTheRecord',
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/candidate/apply_record': {
        error: '投递记录加载失败',
        empty: '还没有投递记录，找到心仪的职位就投递简历吧',
      },
    },
    shown: () => screen.findAllByRole('row', {}, ERROR_TIMEOUT),
  },
  {
    page: 'campus home',
    path: () => '/recruit-web/candidate/school/home',
    account: 'cand-campus',
    calls: { [USER]: {} },
    shown: heading('青春正当时，未来由你定义'),
  },
  {
    page: 'staff home',
    path: () => '/recruit-web/staff/home',
    account: 'staff-wang',
    calls: { [USER]: {} },
    shown: heading('推荐好友，共赢未来'),
  },
  {
    page: 'interview home',
    path: () => '/recruit-web/interview/home',
    account: 'interviewer-liu',
    calls: {},
    shown: heading('面试评价'),
  },
];

/** Answers one call (method and exact pathname) with `data` in a success envelope; every other call passes on. */
function answerWith(call: string, data: unknown): { hits: number } {
  const seen = { hits: 0 };
  server.use(
    http.all('*', ({ request }) => {
      if (`${request.method} ${new URL(request.url).pathname}` !== call) return undefined;
      seen.hits += 1;
      return HttpResponse.json({ code: 0, msg: 'success', data });
    }),
  );
  return seen;
}

function showsState({ error, empty }: Outcome): boolean {
  const errorShown =
    error !== undefined && screen.queryByText(error) !== null && screen.queryByRole('button', { name: '重试' }) !== null;
  const emptyShown = empty !== undefined && screen.queryByText(empty) !== null;
  return errorShown || emptyShown;
}

const ROWS = PAGES.flatMap((page) =>
  Object.entries(page.calls).flatMap(([call, outcome]) =>
    WRONG_SHAPES.map(([shape, data]) => ({ page: page.page, call, shape, data, outcome, def: page })),
  ),
);

describe('wrong-shaped answers never crash a page', () => {
  it.each(ROWS)('$page: $call answers $shape', async ({ call, data, outcome, def }) => {
    const answered = answerWith(call, data);
    openPage(def.path(), { account: def.account });
    await waitFor(() => expect(answered.hits).toBeGreaterThan(0), ERROR_TIMEOUT);
    if (outcome.error || outcome.empty) await waitFor(() => expect(showsState(outcome)).toBe(true), ERROR_TIMEOUT);
    else await def.shown();
    expect(screen.queryByText('服务异常')).toBeNull();
  });
});

describe('the table lists every call of every page', () => {
  it.each(PAGES)('$page', async (def) => {
    const calls = new Set<string>();
    const listen = ({ request }: { request: Request }) => void calls.add(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', listen);
    try {
      openPage(def.path(), { account: def.account });
      await def.shown();
      await waitFor(
        () => expect([...calls].filter((call) => call !== TRACKING).sort()).toEqual(Object.keys(def.calls).sort()),
        ERROR_TIMEOUT,
      );
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
