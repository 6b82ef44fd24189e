import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/format';

/** Browsers without requestIdleCallback load deferred parts this long after the page mounts. */
const IDLE_FALLBACK_MS = 1200;

/**
 * Calls `load` once the browser is idle after the first render (at the latest twice `IDLE_FALLBACK_MS` later), unless
 * `skip`: how the job pages load what the first screen does not need (the filters, the saved searches).
 */
export function useWhenIdle(load: () => void, skip: boolean): void {
  useEffect(() => {
    if (skip) return undefined;
    return whenIdle(load, { timeout: IDLE_FALLBACK_MS * 2, fallback: IDLE_FALLBACK_MS });
  }, [load, skip]);
}

/**
 * `compute(input)`, worked out once the browser is idle after `input` arrives (or changes); undefined until then and
 * while there is no input. For what a page needs soon but not in the task that paints it (the job's full head).
 */
export function useIdleValue<T extends object, R>(input: T | undefined, compute: (input: T) => R): R | undefined {
  const [done, setDone] = useState<{ input: T; value: R }>();
  const load = useCallback(() => {
    if (input) setDone({ input, value: compute(input) });
  }, [input, compute]);
  useWhenIdle(load, !input);
  return done && done.input === input ? done.value : undefined;
}
