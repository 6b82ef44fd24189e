import { useEffect } from 'react';

/** Browsers without requestIdleCallback load deferred parts this long after the page mounts. */
const IDLE_FALLBACK_MS = 1200;

/**
 * Calls `load` once the browser is idle after the first render (at the latest twice `IDLE_FALLBACK_MS` later), unless
 * `skip`: how the job pages load what the first screen does not need (the filters, the saved searches).
 */
export function useWhenIdle(load: () => void, skip: boolean): void {
  useEffect(() => {
    if (skip) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS * 2 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [load, skip]);
}
