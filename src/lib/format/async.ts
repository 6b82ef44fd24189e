/** The default wait of `delay` (rule CONST-11). */
export const DEFAULT_DELAY_MS = 1000;

/** A promise that resolves after `ms` milliseconds (default 1000). */
export function delay(ms: number = DEFAULT_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/**
 * A promise of the next task: the work after it runs in a task of its own, after whatever the browser has queued
 * (input, a paint). A message to itself, as React's scheduler does: browsers clamp nested `setTimeout(0)`s to 4 ms.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return delay(0);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** When `whenIdle` runs its work at the latest, and how long it waits where the browser has no idle callbacks. */
export interface IdleTiming {
  /** requestIdleCallback's deadline (ms). */
  timeout: number;
  /** The plain timer's wait without requestIdleCallback (ms; default 0: the next task). */
  fallback?: number;
}

/**
 * Runs `run` once the browser is idle (at the latest after `timeout`), or after `fallback` where it has no
 * requestIdleCallback; returns what cancels it. For work that must not lengthen the task that renders or paints a
 * page (a page view's report, the parts a first screen does not need): a task over 50 ms blocks input.
 */
export function whenIdle(run: () => void, { timeout, fallback = 0 }: IdleTiming): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}
