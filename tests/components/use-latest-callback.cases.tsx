import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from '@/components/use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one function across renders, which calls the callback of the latest render', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ name }) => useLatestCallback((suffix: string) => calls.push(name + suffix)), {
      initialProps: { name: 'first' },
    });
    const first = result.current;
    first('!');
    rerender({ name: 'second' });
    expect(result.current).toBe(first);
    result.current('?');
    expect(calls).toEqual(['first!', 'second?']);
  });

  it('gives back what the callback returns', () => {
    const { result } = renderHook(() => useLatestCallback((a: number, b: number) => a + b));
    expect(result.current(2, 3)).toBe(5);
  });
});
