import { act, screen } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '@/mocks/node';
import { http, HttpError, HTTP_MESSAGES, type ResponseSchema, type SchemaResult } from '@/lib/http';
import { summariseIssues } from '@/lib/http/response-schema';
import { clearToasts, isToastShowing, ok, showToasts } from './test-helpers';

// Reports are observed through the debug log of error reporting (see client-errors.test.ts).
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  showToasts();
});
afterEach(() => {
  clearToasts();
  warn.mockRestore();
});
const reports = () => warn.mock.calls.filter(([tag]) => tag === '[error-reporting]');

const URL_ = '/api/recruit/call';

/** A strict page of jobs, as the api layer's schemas are built (valibot). */
const jobPage = v.object({
  list: v.array(v.object({ id: v.string(), positionName: v.string() })),
  total: v.number(),
});

/** A schema written by hand against the interface: lib/http knows no schema library. */
function handMade<T>(check: (data: unknown) => SchemaResult<T> | Promise<SchemaResult<T>>): ResponseSchema<T> {
  return { '~standard': { version: 1, vendor: 'test', validate: check } };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function flushToasts(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('answers are checked where they enter', () => {
  it('resolves with the schema output, read after the camelCase conversion', async () => {
    server.use(mock.get(URL_, () => ok({ list: [{ id: 'p1', position_name: '店长' }], total: 1, extra_field: true })));
    const page = await http.get<v.InferOutput<typeof jobPage>>('/call', { schema: jobPage });
    // Unknown keys are dropped by the schema: what a page gets is exactly the contract.
    expect(page).toEqual({ list: [{ id: 'p1', positionName: '店长' }], total: 1 });
    expect(reports()).toHaveLength(0);
  });

  it('applies the schema output, defaults included', async () => {
    const lenient = v.object({ list: v.nullish(v.array(v.string()), () => []) });
    server.use(mock.get(URL_, () => ok({ list: null })));
    expect(await http.get('/call', { schema: lenient })).toEqual({ list: [] });
  });

  it('without a schema the data passes as it is', async () => {
    server.use(mock.get(URL_, () => ok('x')));
    expect(await http.get('/call')).toBe('x');
  });

  const wrongShapes = [
    ['data null', null],
    ['data {}', {}],
    ['data []', []],
    ['data a string', 'x'],
    ['a list object whose list is null', { list: null, total: 3 }],
  ] as const;

  it.each(wrongShapes)(
    '%s → HttpError malformed, reported with the path and issues, no toast for a read',
    async (_name, data) => {
      server.use(mock.get(URL_, () => ok(data)));
      const error = await rejection(http.get('/call', { schema: jobPage }));
      expect(error).toMatchObject({ kind: 'malformed', message: HTTP_MESSAGES.malformed, status: 200 });
      expect(error.issues?.length).toBeGreaterThan(0);
      expect(reports()).toEqual([
        [
          '[error-reporting]',
          error,
          expect.objectContaining({ method: 'get', url: '/call', kind: 'malformed', status: 200, issues: error.issues }),
        ],
      ]);
      await flushToasts();
      expect(document.querySelector('.ant-message-notice')).toBeNull();
    },
  );

  it('names the field that did not match', async () => {
    server.use(mock.get(URL_, () => ok({ list: [{ id: 'p1', position_name: 2 }], total: 1 })));
    const error = await rejection(http.get('/call', { schema: jobPage }));
    expect(error.issues).toEqual([expect.stringMatching(/^list\.0\.positionName: .*string/)]);
  });

  it('a body that is no envelope at all (an HTML page) is malformed too', async () => {
    server.use(mock.get(URL_, () => HttpResponse.html('<!doctype html><title>portal</title>')));
    const error = await rejection(http.get('/call', { schema: jobPage }));
    expect(error.kind).toBe('malformed');
    expect(error.issues).toEqual([expect.stringMatching(/^\(data\): /)]);
  });

  it('a write with malformed data says so in one toast', async () => {
    server.use(mock.post(URL_, () => ok({ unexpected: true })));
    const idResult = v.object({ id: v.string() });
    const error = await rejection(http.post('/call', { a: 1 }, { schema: idResult }));
    expect(error.kind).toBe('malformed');
    expect(await screen.findAllByText(HTTP_MESSAGES.malformed)).toHaveLength(1);
    expect(reports()).toEqual([['[error-reporting]', error, expect.objectContaining({ method: 'post', url: '/call' })]]);
  });

  it('a write with noMessage leaves the message to its caller', async () => {
    server.use(mock.put(URL_, () => ok(null)));
    const error = await rejection(http.put('/call', {}, { noMessage: true, schema: v.object({ id: v.string() }) }));
    expect(error.kind).toBe('malformed');
    await flushToasts();
    expect(isToastShowing(HTTP_MESSAGES.malformed)).toBe(false);
  });

  it('a business error is still a business error: the schema only checks successes', async () => {
    server.use(mock.get(URL_, () => HttpResponse.json({ code: 1001, msg: '业务失败', data: null })));
    const error = await rejection(http.get('/call', { schema: jobPage }));
    expect(error.kind).toBe('business');
  });

  it('a blob download is never checked', async () => {
    server.use(mock.get(URL_, () => HttpResponse.json({ code: 0, data: 'x' })));
    const blob = await http.get<Blob>('/call', {
      responseType: 'blob',
      schema: handMade(() => ({ issues: [{ message: 'never' }] })),
    });
    expect(typeof blob.text).toBe('function');
  });

  it('takes any Standard Schema, asynchronous ones included', async () => {
    const positiveCount = handMade<number>(async (data) =>
      typeof data === 'number' && data >= 0
        ? { value: data }
        : { issues: [{ message: 'not a count', path: [{ key: 'count' }] }] },
    );
    server.use(mock.get(URL_, () => ok(3)));
    expect(await http.get('/call', { schema: positiveCount })).toBe(3);
    server.use(mock.get(URL_, () => ok(-1)));
    const error = await rejection(http.get('/call', { schema: positiveCount }));
    expect(error.issues).toEqual(['count: not a count']);
  });
});

describe('summariseIssues', () => {
  it('keeps five issues and counts the rest', () => {
    const issues = Array.from({ length: 8 }, (_, i) => ({ message: `bad ${i}`, path: ['list', i, { key: 'id' }] }));
    expect(summariseIssues(issues)).toEqual([
      'list.0.id: bad 0',
      'list.1.id: bad 1',
      'list.2.id: bad 2',
      'list.3.id: bad 3',
      'list.4.id: bad 4',
      '…and 3 more',
    ]);
  });
});
