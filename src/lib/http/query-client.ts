import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http-error';

/**
 * Retry policy: business, unauthorized and 4xx errors are answers, not accidents — never retried.
 * A network failure or a 5xx gets at most one retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const transient = error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
  return transient && failureCount < 1;
}

/**
 * The wait before that one retry: a second, or `VITE_RETRY_DELAY_MS` where a build sets it (0 in the unit tests and the
 * e2e build, where a fault test would otherwise wait a second for nothing; docs/decisions/060).
 */
export const RETRY_DELAY_MS = retryDelayFromEnv(import.meta.env.VITE_RETRY_DELAY_MS);

/** The configured retry delay in ms, or 1000 when unset or not a non-negative number. */
export function retryDelayFromEnv(value: string | undefined): number {
  const ms = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
}

/** A resource a route prefetches stays fresh this long, so the page that mounts next does not fetch it again. */
export const PREFETCHED_STALE_MS = 30_000;

/** A query client with the portal's defaults (a fresh one per test keeps caches apart). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's query client (server state lives here, not in zustand stores). */
export const queryClient = createQueryClient();

/**
 * Query-key convention: each api module owns its keys, built from one domain prefix so a whole
 * domain can be invalidated at once, e.g. `const favouriteKeys = createQueryKeys('favourites')`,
 * `favouriteKeys.list({ page })`, `queryClient.invalidateQueries({ queryKey: favouriteKeys.all })`.
 */
export function createQueryKeys<const D extends string>(domain: D) {
  return {
    all: [domain] as const,
    list: (query?: unknown) => [domain, 'list', query ?? {}] as const,
    detail: (id: string | number) => [domain, 'detail', String(id)] as const,
    custom: (...parts: unknown[]) => [domain, ...parts] as const,
  };
}
