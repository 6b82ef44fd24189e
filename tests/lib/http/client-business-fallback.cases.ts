import { act, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { http, HttpError, HTTP_MESSAGES } from '@/lib/http';
import { clearToasts, isToastShowing, showToasts } from './test-helpers';

const URL_ = '/api/recruit/call';

beforeEach(() => showToasts());
afterEach(() => clearToasts());

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/**
 * Rule ERR-2: a business error (HTTP 2xx, envelope code not 0) without a server message falls back to the catalogue's
 * text with the envelope's code — never "错误状态码：200", the HTTP status of an answer that arrived fine.
 */
describe('business error without a message (rule ERR-2)', () => {
  it.each([
    ['an empty msg', { code: 20002, msg: '', data: null }],
    ['a blank msg', { code: 20002, msg: '  ', data: null }],
    ['no msg at all', { code: 20002, data: null }],
    ['a string code', { code: '20002', msg: null }],
  ])('with %s → "…错误状态码：{code}"', async (_name, body) => {
    server.use(mock.get(URL_, () => HttpResponse.json(body)));
    const rejected = await rejection(http.get('/call'));
    const text = HTTP_MESSAGES.statusFallback(20002);
    expect(rejected).toMatchObject({ kind: 'business', code: 20002, status: 200, message: text });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(isToastShowing(HTTP_MESSAGES.statusFallback(200))).toBe(false);
  });

  it('a business error with a message still shows the message', async () => {
    server.use(mock.get(URL_, () => HttpResponse.json({ code: 20001, msg: '该职位已下线', data: null })));
    await rejection(http.get('/call'));
    expect(await screen.findByText('该职位已下线')).toBeInTheDocument();
  });

  it('an HTTP error without a message keeps the HTTP status (rule ERR-4)', async () => {
    server.use(mock.get(URL_, () => new HttpResponse(null, { status: 502 })));
    const rejected = await rejection(http.get('/call'));
    expect(rejected.message).toBe(HTTP_MESSAGES.statusFallback(502));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(isToastShowing(HTTP_MESSAGES.statusFallback(502))).toBe(true);
  });
});
