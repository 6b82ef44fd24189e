import { POSITION_PATHS } from '@/api/positions';
import { positionPageSchema } from '@/api/schemas/positions';
import { http, HttpError, HTTP_MESSAGES } from '@/lib/http';
import { getMockFaults, MOCK_FAULTS_STORAGE_KEY, parseFaultParam } from '@/mocks/faults';
import { setMockFaults } from '@/mocks/node';
import { wire } from './wire';
import { pagePath } from '@/lib/routing';

describe('mock fault switches (issue 4.6)', () => {
  beforeEach(() => window.history.pushState({}, '', pagePath('candidate', 'job', 'social')));

  it('network: the call gets no response', async () => {
    setMockFaults([{ match: 'position_demand', kind: 'network' }]);
    // noMessage: the toast itself is lib/http's business (tests/lib/http); here only the outcome matters.
    await expect(http.get(POSITION_PATHS.list, { noMessage: true })).rejects.toMatchObject({
      kind: 'network',
      message: HTTP_MESSAGES.networkRejection,
    });
  });

  it('500: HTTP 500 with an empty message, so the client shows the status fallback', async () => {
    setMockFaults([{ match: '*', kind: '500' }]);
    const { status, body } = await wire('/position_demand/hot');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, msg: '', data: null });
    const error = await http.get(POSITION_PATHS.list, { noMessage: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(HTTP_MESSAGES.statusFallback(500));
  });

  it('401: HTTP 401 even on a public call', async () => {
    setMockFaults([{ match: 'hot', kind: '401' }]);
    expect((await wire('/position_demand/hot')).status).toBe(401);
    expect((await wire('/position_demand/city_code')).status).toBe(200);
  });

  it('code: HTTP 200 with a business failure', async () => {
    setMockFaults([{ match: 'announcement', kind: 'code' }]);
    expect(await wire('/announcement/list')).toEqual({
      status: 200,
      body: { code: 1001, msg: '演示：业务处理失败', data: null },
    });
  });

  it('slow: the answer takes seconds', async () => {
    setMockFaults([{ match: '*', kind: 'slow' }]);
    const controller = new AbortController();
    const pending = fetch('http://localhost:3000/api/recruit/position_demand/hot', { signal: controller.signal }).then(
      () => 'answered',
    );
    const raced = await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))]);
    expect(raced).toBe('still waiting');
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('reads the switches from local storage, where QA can edit them by hand', async () => {
    localStorage.setItem('mockFaults', JSON.stringify([{ match: 'city_code', kind: 'code' }]));
    expect((await wire('/position_demand/city_code')).body.code).toBe(1001);
    setMockFaults([]);
    expect(localStorage.getItem('mockFaults')).toBeNull();
    expect((await wire('/position_demand/city_code')).body.code).toBe(0);
  });

  it('switches a fault off again once its local-storage key is removed, without a reload', async () => {
    setMockFaults([{ match: 'city_code', kind: '500' }]);
    expect((await wire('/position_demand/city_code')).status).toBe(500);
    // QA deletes the key by hand (e2e: clearFaults); the handlers read local storage on every call.
    localStorage.removeItem(MOCK_FAULTS_STORAGE_KEY);
    expect(getMockFaults()).toEqual([]);
    const answer = await wire('/position_demand/city_code');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
  });

  it('switches faults off with the query switch ?mockFault=off, as the browser worker applies it', async () => {
    localStorage.setItem(MOCK_FAULTS_STORAGE_KEY, JSON.stringify([{ match: '*', kind: 'code' }]));
    expect((await wire('/position_demand/hot')).body.code).toBe(1001);
    setMockFaults(parseFaultParam('off'));
    expect(localStorage.getItem(MOCK_FAULTS_STORAGE_KEY)).toBeNull();
    expect((await wire('/position_demand/hot')).body.code).toBe(0);
  });

  it.each([
    ['shape-null', null],
    ['shape-object', {}],
    ['shape-array', []],
    ['shape-string', 'x'],
    ['shape-list-null', { list: null, total: 3, page: 1, page_size: 10 }],
  ] as const)('%s: HTTP 200, a success envelope around the wrong data (issue 10)', async (kind, data) => {
    setMockFaults([{ match: 'hot', kind }]);
    expect(await wire('/position_demand/hot')).toEqual({ status: 200, body: { code: 0, msg: 'success', data } });
    expect((await wire('/position_demand/city_code')).body.data).toEqual(expect.any(Array));
  });

  it('a wrong-shaped answer reaches the caller as a malformed call', async () => {
    setMockFaults([{ match: '*', kind: 'shape-string' }]);
    await expect(http.get(POSITION_PATHS.list, { noMessage: true, schema: positionPageSchema })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it.each([
    ['network:position_demand', [{ kind: 'network', match: 'position_demand' }]],
    ['shape-list-null:*', [{ kind: 'shape-list-null', match: '*' }]],
    [
      '500:*,slow:announcement',
      [
        { kind: '500', match: '*' },
        { kind: 'slow', match: 'announcement' },
      ],
    ],
    ['401', [{ kind: '401', match: '*' }]],
    ['off', []],
    ['bogus:x', []],
  ])('parses ?mockFault=%s', (value, faults) => {
    expect(parseFaultParam(value)).toEqual(faults);
  });
});
