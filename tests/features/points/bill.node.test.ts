import { describe, expect, it } from 'vitest';
import { billDetail, formatIntegralChange, integralChangeTone, parseMonth } from '@/features/points/lib/bill';
import { parsePage } from '@/lib/routing';

describe('points bill lines', () => {
  it.each([
    [10, '+10', 'income'],
    [500, '+500', 'income'],
    [-300, '-300', 'expense'],
    [0, '0', 'none'],
    [null, '--', 'none'],
    [Number.NaN, '--', 'none'],
  ] as const)('%s points show as "%s" (%s)', (integral, text, tone) => {
    expect(formatIntegralChange(integral)).toBe(text);
    expect(integralChangeTone(integral)).toBe(tone);
  });

  it('names the candidate and the position when the line has them', () => {
    expect(billDetail('孙浩然', '门店店长')).toBe('候选人：孙浩然 · 职位：门店店长');
    expect(billDetail('孙浩然', '')).toBe('候选人：孙浩然');
    expect(billDetail('', ' 收银员 ')).toBe('职位：收银员');
    expect(billDetail(' ', '')).toBe('');
  });
});

describe('bill filters of the URL', () => {
  it.each([
    ['2025-01', '2025-01'],
    ['2024-12', '2024-12'],
    ['2025-13', undefined],
    ['2025-1', undefined],
    ['2025-01-05', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('reads ?month=%s as %s', (value, month) => {
    expect(parseMonth(value)).toBe(month);
  });

  it('reads the page, 1 unless a positive integer', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
