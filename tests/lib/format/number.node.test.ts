import { formatInteger } from '@/lib/format/number';

describe('formatInteger', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1280, '1,280'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1280, '-1,280'],
    [-999, '-999'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%d → %s', (value, text) => {
    expect(formatInteger(value)).toBe(text);
  });

  it('writes what Intl.NumberFormat("zh-CN") writes, for integers across every digit count', () => {
    const intl = new Intl.NumberFormat('zh-CN');
    for (let digits = 1; digits <= 16; digits += 1) {
      for (const value of [10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** digits / 3)]) {
        if (!Number.isSafeInteger(value)) continue;
        expect(formatInteger(value)).toBe(intl.format(value));
        expect(formatInteger(-value)).toBe(intl.format(-value));
      }
    }
  });

  it('leaves what is not a safe integer to Intl', () => {
    expect(formatInteger(1280.5)).toBe('1,280.5');
    expect(formatInteger(Number.NaN)).toBe('NaN');
    expect(formatInteger(2 ** 60)).toBe(new Intl.NumberFormat('zh-CN').format(2 ** 60));
  });
});
