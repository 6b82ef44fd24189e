import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `callback`: a memoised child that takes it as
 * a handler is not rendered again just because its parent made a new closure. For event handlers only: it calls the
 * callback of the last committed render, so it must not be called during a render.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
