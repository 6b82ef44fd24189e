import { createErrorReporter, initErrorReporting, reportError, type ErrorReportingSdk } from '@/lib/error-reporting';

function fakeSdk() {
  const sdk = { init: vi.fn(), captureException: vi.fn() } satisfies ErrorReportingSdk;
  let resolve!: (value: ErrorReportingSdk) => void;
  const load = vi.fn(() => new Promise<ErrorReportingSdk>((r) => (resolve = r)));
  return { sdk, load, finishLoading: () => resolve(sdk) };
}

afterEach(() => vi.restoreAllMocks());

describe('error reporting', () => {
  it('without a DSN loads nothing and only logs in debug (console.warn)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load } = fakeSdk();
    const reporter = createErrorReporter({ dsn: '', environment: 'dev', debug: true, load });
    await reporter.init();
    const error = new Error('boom');
    reporter.report(error, { url: '/x' });
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[error-reporting]', error, { url: '/x' });
  });

  it('logs nothing outside debug', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = createErrorReporter({ dsn: '', environment: 'prod', debug: false, load: vi.fn() });
    reporter.report(new Error('quiet'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('with a DSN initialises the SDK once with the environment and queues reports until it has loaded', async () => {
    const { sdk, load, finishLoading } = fakeSdk();
    const reporter = createErrorReporter({ dsn: 'https://key@sentry.example.com/1', environment: 'pre', debug: false, load });
    const first = new Error('early');
    reporter.report(first, { where: 'boot' });
    reporter.report('a string error');
    const init = reporter.init();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).not.toHaveBeenCalled();
    finishLoading();
    await init;
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example.com/1', environment: 'pre', sendDefaultPii: false }),
    );
    expect(sdk.captureException).toHaveBeenNthCalledWith(1, first, { extra: { where: 'boot' } });
    expect(sdk.captureException).toHaveBeenNthCalledWith(2, 'a string error', undefined);
    const later = new Error('later');
    reporter.report(later);
    expect(sdk.captureException).toHaveBeenLastCalledWith(later, undefined);
    await reporter.init();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed SDK load drops the queue and never throws', async () => {
    const load = vi.fn(() => Promise.reject(new Error('blocked')));
    const reporter = createErrorReporter({ dsn: 'https://key@sentry.example.com/1', environment: 'prod', debug: false, load });
    reporter.report(new Error('x'));
    await expect(reporter.init()).resolves.toBeUndefined();
    expect(() => reporter.report(new Error('y'))).not.toThrow();
  });

  it('a failing capture never breaks the caller', async () => {
    const sdk: ErrorReportingSdk = {
      init: vi.fn(),
      captureException: () => {
        throw new Error('sdk bug');
      },
    };
    const reporter = createErrorReporter({ dsn: 'd', environment: 'dev', debug: false, load: () => Promise.resolve(sdk) });
    await reporter.init();
    expect(() => reporter.report(new Error('z'))).not.toThrow();
  });

  it('the app reporter (dev config: no DSN) is safe to call before and after init', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError(new Error('before init'));
    await expect(initErrorReporting()).resolves.toBeUndefined();
    reportError(new Error('after init'), { page: 'home' });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
