import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue } from '@/features/jobs/hooks/use-when-idle';

/** The job detail writes its full head through this hook once the browser is idle (issue 22). */
describe('useIdleValue', () => {
  afterEach(() => vi.useRealTimers());

  it('gives nothing until idle, then the value of the input on screen; a new input starts over', () => {
    vi.useFakeTimers();
    const compute = vi.fn((input: { n: number }) => input.n * 2);
    const first = { n: 1 };
    const { result, rerender } = renderHook(({ input }) => useIdleValue(input, compute), {
      initialProps: { input: first as { n: number } | undefined },
    });
    expect(result.current).toBeUndefined();
    expect(compute).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(result.current).toBe(2);

    // Another input: the old value is not shown for it, even for a moment.
    rerender({ input: { n: 5 } });
    expect(result.current).toBeUndefined();
    act(() => vi.runAllTimers());
    expect(result.current).toBe(10);
    expect(compute).toHaveBeenCalledTimes(2);

    rerender({ input: undefined });
    act(() => vi.runAllTimers());
    expect(result.current).toBeUndefined();
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
