import { act, screen } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import {
  http,
  HttpError,
  resetUnauthorizedRedirect,
  HTTP_MESSAGES,
  UNAUTHORIZED_REDIRECT_MS,
  UNAUTHORIZED_TOAST_WAIT_MS,
} from '@/lib/http';
import { messageChannel } from '@/lib/feedback/feedback';
import { clearToasts, isToastShowing, setPath, showToasts, stubLocation } from './test-helpers';
import { pagePath } from '@/lib/routing';

// Error reporting logs every report with console.warn in debug builds (dev here): that is what is observed,
// since the client module is already loaded by the setup's mock backend (vi.mock would come too late).
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  showToasts();
});
const reports = () => warn.mock.calls.filter(([tag]) => tag === '[error-reporting]');

const URL_ = '/api/recruit/call';

afterEach(() => {
  clearToasts();
  // A late holder attached by a test below goes too, even when that test failed before detaching it.
  messageChannel.attach(undefined);
  resetUnauthorizedRedirect();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  warn.mockRestore();
  setPath('/');
});

/** Lets a toast that would be shown render (antd creates its holder a microtask later). */
async function flushToasts(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Advances fake timers inside act: the toasts' own timers update React state. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** Rules ERR-1, ERR-2, ERR-4, one row per situation (401 rows are below: they also redirect). */
const catalogue = [
  {
    situation: 'no response from the network',
    respond: () => HttpResponse.error(),
    toast: HTTP_MESSAGES.noResponseToast,
    error: { kind: 'network', message: HTTP_MESSAGES.networkRejection },
  },
  {
    situation: 'response code not 0',
    respond: () => HttpResponse.json({ code: 20001, msg: '该职位已下线', data: null }),
    toast: '该职位已下线',
    error: { kind: 'business', code: 20001, status: 200, serverMessage: '该职位已下线', message: '该职位已下线' },
  },
  {
    situation: 'HTTP error with a server msg',
    respond: () => HttpResponse.json({ code: 500, msg: '数据库繁忙' }, { status: 500 }),
    toast: '数据库繁忙',
    error: { kind: 'http', status: 500, serverMessage: '数据库繁忙' },
  },
  {
    situation: 'HTTP error without a msg',
    respond: () => new HttpResponse(null, { status: 502 }),
    toast: HTTP_MESSAGES.statusFallback(502),
    error: { kind: 'http', status: 502, message: HTTP_MESSAGES.statusFallback(502) },
  },
  {
    situation: 'HTTP 404 with an envelope',
    respond: () => HttpResponse.json({ code: 404, msg: '接口不存在' }, { status: 404 }),
    toast: '接口不存在',
    error: { kind: 'http', status: 404, code: 404 },
  },
] as const;

describe('error catalogue (rules ERR-1–ERR-6, HTTP-7–HTTP-9)', () => {
  it.each(catalogue)('$situation → toast "$toast" and a typed rejection', async ({ respond, toast, error }) => {
    server.use(mock.get(URL_, respond));
    const rejected = await rejection(http.get('/call'));
    expect(rejected).toMatchObject(error);
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(reports()).toEqual([['[error-reporting]', rejected, expect.objectContaining({ url: '/call', kind: error.kind })]]);
  });

  it.each(catalogue)(
    '$situation with noMessage → no toast, still a typed rejection and a report',
    async ({ respond, toast, error }) => {
      server.use(mock.get(URL_, respond));
      const rejected = await rejection(http.get('/call', { noMessage: true }));
      expect(rejected).toMatchObject(error);
      await flushToasts();
      expect(isToastShowing(toast)).toBe(false);
      expect(document.querySelector('.ant-message-notice')).toBeNull();
      expect(reports()).toHaveLength(1);
    },
  );

  it('shows the toast for 3 seconds', async () => {
    // The notice timer runs on animation frames and Date.now.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    server.use(mock.get(URL_, () => HttpResponse.json({ code: 1, msg: '三秒提示' })));
    await rejection(http.get('/call'));
    await advance(0);
    expect(isToastShowing('三秒提示')).toBe(true);
    await advance(2900);
    expect(isToastShowing('三秒提示')).toBe(true);
    await advance(200);
    expect(isToastShowing('三秒提示')).toBe(false);
  });

  it('shows one toast when several calls fail with the same text', async () => {
    server.use(mock.get(URL_, () => HttpResponse.error()));
    await Promise.all([1, 2, 3].map(() => rejection(http.get('/call'))));
    expect(await screen.findAllByText(HTTP_MESSAGES.noResponseToast)).toHaveLength(1);
  });

  it('a blob download skips the envelope checks', async () => {
    server.use(mock.get(URL_, () => HttpResponse.json({ code: 500, msg: 'not checked' })));
    const blob = await http.get<Blob>('/call', { responseType: 'blob' });
    // fetch's Blob (in jsdom, Node's rather than jsdom's class)
    expect(typeof blob.text).toBe('function');
    expect(JSON.parse(await blob.text())).toEqual({ code: 500, msg: 'not checked' });
    await flushToasts();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('a blob download still fails on an HTTP error', async () => {
    server.use(mock.get(URL_, () => new HttpResponse('x', { status: 503 })));
    const rejected = await rejection(http.get('/call', { responseType: 'blob' }));
    expect(rejected).toMatchObject({ kind: 'http', status: 503 });
    expect(await screen.findByText(HTTP_MESSAGES.statusFallback(503))).toBeInTheDocument();
  });

  it('a cancelled call is not an error: no toast, no report', async () => {
    server.use(mock.get(URL_, async () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = http.get('/call', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(reports()).toHaveLength(0);
    await flushToasts();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});

describe('401: "登录超时，重新登录跳转中..." and sign-in after 3 s, once', () => {
  const unauthorizedRows = [
    ['envelope code 401', () => HttpResponse.json({ code: 401, msg: 'token expired' })],
    ['HTTP status 401', () => HttpResponse.json({ code: 401, msg: 'Unauthorized' }, { status: 401 })],
    ['HTTP status 401 without a body', () => new HttpResponse(null, { status: 401 })],
  ] as const;

  it.each(unauthorizedRows)('%s', async (_name, respond) => {
    setPath(pagePath('candidate', 'collectingPosition', 'social', { page: '2' }));
    const location = stubLocation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(mock.get(URL_, respond));
    const rejected = await rejection(http.get('/call'));
    expect(rejected.kind).toBe('unauthorized');
    await advance(0);
    expect(isToastShowing(HTTP_MESSAGES.unauthorized)).toBe(true);
    await advance(2999);
    expect(location.assign).not.toHaveBeenCalled();
    await advance(1);
    expect(location.assign).toHaveBeenCalledTimes(1);
    const target = new URL(location.assign.mock.calls[0]![0], 'http://localhost');
    expect(target.pathname).toBe('/mock-sso/authorize');
    expect(target.searchParams.get('appid')).toBe('mock-candidate-appid');
  });

  /** A 401 answered while the toast holder's code has not arrived (fake timers from then on). */
  async function unauthorizedBeforeTheToastHolder() {
    clearToasts();
    setPath(pagePath('staff', 'job'));
    const location = stubLocation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(mock.get(URL_, () => new HttpResponse(null, { status: 401 })));
    await rejection(http.get('/call'));
    return location;
  }

  /** The toast holder's code arriving late: a stand-in holder attached now; returns its `error`. */
  function attachLateHolder() {
    const error = vi.fn();
    messageChannel.attach({ success: vi.fn(), error, warning: vi.fn() });
    return error;
  }

  it('the 3 s count from the moment the toast shows, not from the answer: its code may still be loading', async () => {
    const location = await unauthorizedBeforeTheToastHolder();
    // The toast holder's code is late by 2 s: no redirect while the visitor has not seen the toast.
    await advance(2000);
    expect(location.assign).not.toHaveBeenCalled();
    const error = attachLateHolder();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: HTTP_MESSAGES.unauthorized }));
    await advance(2999);
    expect(location.assign).not.toHaveBeenCalled();
    await advance(1);
    expect(location.assign).toHaveBeenCalledTimes(1);
    await advance(20_000);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('a toast whose code never arrives does not keep the visitor from signing in', async () => {
    const location = await unauthorizedBeforeTheToastHolder();
    await advance(UNAUTHORIZED_REDIRECT_MS + UNAUTHORIZED_TOAST_WAIT_MS - 1);
    expect(location.assign).not.toHaveBeenCalled();
    await advance(1);
    expect(location.assign).toHaveBeenCalledTimes(1);
    // The code arriving after all shows the toast, and sends nobody a second time.
    const error = attachLateHolder();
    expect(error).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('several simultaneous failures give one toast and one redirect', async () => {
    setPath(pagePath('staff', 'job'));
    const location = stubLocation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      mock.get(URL_, () => new HttpResponse(null, { status: 401 })),
      mock.all('/api/recruit/other', () => HttpResponse.json({ code: 401, msg: '' })),
    );
    const failures = await Promise.all([
      rejection(http.get('/call')),
      rejection(http.get('/other')),
      rejection(http.get('/call', { noMessage: true })),
      rejection(http.post('/other', {})),
    ]);
    expect(failures.every((e) => e.kind === 'unauthorized')).toBe(true);
    await advance(0);
    expect(screen.getAllByText(HTTP_MESSAGES.unauthorized)).toHaveLength(1);
    await advance(10_000);
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(reports()).toHaveLength(4);
  });

  it('on a login page it schedules no redirect (the page shows its own retry)', async () => {
    setPath(pagePath('candidate', 'login', undefined, { code: 'abc' }));
    const location = stubLocation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(mock.get(URL_, () => new HttpResponse(null, { status: 401 })));
    const rejected = await rejection(http.get('/call', { noMessage: true }));
    expect(rejected.kind).toBe('unauthorized');
    await advance(5000);
    expect(location.assign).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
