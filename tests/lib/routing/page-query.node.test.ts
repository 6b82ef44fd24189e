import { describe, expect, it } from 'vitest';
import { parsePage } from '@/lib/routing';

describe('parsePage: the page number a list keeps in its address', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
  ] as const)('%s → %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
