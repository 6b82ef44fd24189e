import {
  createQueryClient,
  createQueryKeys,
  queryClient,
  RETRY_DELAY_MS,
  retryDelayFromEnv,
  shouldRetry,
} from '@/lib/http/query-client';
import { HttpError, HTTP_MESSAGES } from '@/lib/http';

describe('retry policy', () => {
  it.each([
    ['network, first failure', new HttpError('network', HTTP_MESSAGES.networkRejection), 0, true],
    ['network, after one retry', new HttpError('network', HTTP_MESSAGES.networkRejection), 1, false],
    ['HTTP 500, first failure', new HttpError('http', 'x', { status: 500 }), 0, true],
    ['HTTP 503, after one retry', new HttpError('http', 'x', { status: 503 }), 1, false],
    ['HTTP 400', new HttpError('http', 'x', { status: 400 }), 0, false],
    ['HTTP 404', new HttpError('http', 'x', { status: 404 }), 0, false],
    ['business code', new HttpError('business', '已投递', { code: 20001, status: 200 }), 0, false],
    ['unauthorized', new HttpError('unauthorized', HTTP_MESSAGES.unauthorized, { status: 401 }), 0, false],
    ['malformed data (an answer, retrying gives the same)', new HttpError('malformed', 'x', { status: 200 }), 0, false],
    ['a non-HTTP error', new Error('bug'), 0, false],
  ])('%s → retry %s', (_name, error, failureCount, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });
});

describe('query client defaults', () => {
  it.each([
    ['the app client', queryClient],
    ['a fresh client', createQueryClient()],
  ])('%s: no refetch on window focus, the retry policy, no mutation retries', (_name, client) => {
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(shouldRetry);
    expect(mutations?.retry).toBe(false);
  });

  it('waits the configured delay before its retry (0 in the tests, set by the vitest config)', () => {
    expect(queryClient.getDefaultOptions().queries?.retryDelay).toBe(RETRY_DELAY_MS);
    expect(RETRY_DELAY_MS).toBe(0);
  });

  it.each([
    [undefined, 1000],
    ['', 1000],
    ['  ', 1000],
    ['abc', 1000],
    ['-5', 1000],
    ['0', 0],
    ['250', 250],
  ])('retry delay from %j → %i ms', (value, expected) => {
    expect(retryDelayFromEnv(value)).toBe(expected);
  });

  it('creates separate clients', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('retries a network failure once, then gives up', async () => {
    const client = createQueryClient();
    const fn = vi.fn().mockRejectedValue(new HttpError('network', HTTP_MESSAGES.networkRejection));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: fn, retry: shouldRetry, retryDelay: 0 })).rejects.toThrow(
      HTTP_MESSAGES.networkRejection,
    );
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('query keys convention', () => {
  const keys = createQueryKeys('favourites');
  it('prefixes every key with the domain, so a domain invalidates at once', () => {
    expect(keys.all).toEqual(['favourites']);
    expect(keys.list({ page: 2 })).toEqual(['favourites', 'list', { page: 2 }]);
    expect(keys.list()).toEqual(['favourites', 'list', {}]);
    expect(keys.detail(7)).toEqual(['favourites', 'detail', '7']);
    expect(keys.custom('invalid', 'count')).toEqual(['favourites', 'invalid', 'count']);
  });
});
