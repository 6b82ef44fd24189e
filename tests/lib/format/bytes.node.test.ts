import { formatBytes } from '@/lib/format/bytes';

describe('formatBytes (base 1024)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1000000, '976.56 KB'],
    [1048576, '1 MB'],
    [5 * 1024 * 1024 + 300 * 1024, '5.29 MB'],
    [1024 ** 3, '1 GB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [2048 * 1024 ** 3, '2048 GB'], // beyond GB stays in GB
    [-1, '--'],
    [Number.NaN, '--'],
    [Number.POSITIVE_INFINITY, '--'],
  ])('%d → %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it.each([
    [1000000, '976.6 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
  ])('%d with 1 decimal → %j', (bytes, expected) => {
    expect(formatBytes(bytes, 1)).toBe(expected);
  });
});
