import { config } from '@/lib/config/env';
import { scrubValue } from './scrub';

export { scrubText, scrubValue } from './scrub';

/** The part of the Sentry SDK this module uses; kept narrow so tests can pass a fake. */
export interface ErrorReportingSdk {
  init(options: {
    dsn: string;
    environment: string;
    sendDefaultPii: false;
    beforeBreadcrumb: <T>(breadcrumb: T) => T;
    beforeSend: <T>(event: T) => T;
  }): unknown;
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown;
}

export interface ErrorReporterOptions {
  dsn: string;
  environment: string;
  /** Logs every report with console.warn (never console.error: it is reserved for real failures). */
  debug: boolean;
  load: () => Promise<ErrorReportingSdk>;
}

export interface ErrorReporter {
  /** Loads and initialises the SDK once; a no-op without a DSN. */
  init(): Promise<void>;
  report(error: unknown, context?: Record<string, unknown>): void;
}

type Pending = { error: unknown; context?: Record<string, unknown> };

/** Reports queued before the SDK arrives; bounded so an error storm cannot grow memory. */
const MAX_QUEUE = 50;

/**
 * Builds a reporter. Reports made before the SDK has loaded are queued and flushed once it is ready;
 * without a DSN nothing is loaded and reports only reach the debug log.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  let sdk: ErrorReportingSdk | undefined;
  let loading: Promise<void> | undefined;
  let queue: Pending[] = [];

  const send = (item: Pending) => {
    try {
      sdk?.captureException(item.error, item.context ? { extra: scrubValue(item.context) } : undefined);
    } catch (sendError) {
      if (options.debug) console.warn('[error-reporting] 上报失败', sendError);
    }
  };

  const init = (): Promise<void> => {
    if (!options.dsn) return Promise.resolve();
    loading ??= options
      .load()
      .then((loaded) => {
        // Every breadcrumb and event leaves without queries, phone numbers or tokens (docs/decisions/054).
        loaded.init({
          dsn: options.dsn,
          environment: options.environment,
          sendDefaultPii: false,
          beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
          beforeSend: (event) => scrubValue(event),
        });
        sdk = loaded;
        const pending = queue;
        queue = [];
        pending.forEach(send);
      })
      .catch((loadError: unknown) => {
        // Reporting must never break the app; drop the queue rather than grow it forever.
        queue = [];
        if (options.debug) console.warn('[error-reporting] SDK 加载失败', loadError);
      });
    return loading;
  };

  const report = (error: unknown, context?: Record<string, unknown>) => {
    if (options.debug) console.warn('[error-reporting]', error, context ? scrubValue(context) : '');
    if (!options.dsn) return;
    if (sdk) {
      send({ error, context });
      return;
    }
    if (queue.length < MAX_QUEUE) queue.push({ error, context });
    void init();
  };

  return { init, report };
}

const defaultReporter = createErrorReporter({
  dsn: config.sentryDsn,
  environment: config.appEnv,
  debug: config.debug,
  load: () => {
    // The literal dynamic import keeps the SDK out of the first load; it is fetched only with a DSN.
    if (config.sentryDsn) return import('@sentry/react');
    return Promise.reject(new Error('no DSN'));
  },
});

/** Starts error reporting at boot (lazy: `@sentry/react` is fetched only when `config.sentryDsn` is set). */
export function initErrorReporting(): Promise<void> {
  return defaultReporter.init();
}

/**
 * Reports an error to the error-reporting service (rule ERR-6: every error is reported).
 * Safe to call before `initErrorReporting`: reports queue until the SDK is ready.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  defaultReporter.report(error, context);
}
