import {
  DEFAULT_DATE_OFFSET_DAYS,
  MONTH_DAYS,
  THREE_MONTHS_DAYS,
  WEEK_DAYS,
  YEAR_DAYS,
  compareServerTimes,
  formatDate,
  offsetDate,
} from '@/lib/format/date';
import { DEFAULT_DELAY_MS, delay } from '@/lib/format/async';

describe('time constants (rule CONST-13)', () => {
  it('year 365, three months 90, month 30, week 7, default offset -90', () => {
    expect([YEAR_DAYS, THREE_MONTHS_DAYS, MONTH_DAYS, WEEK_DAYS, DEFAULT_DATE_OFFSET_DAYS]).toEqual([365, 90, 30, 7, -90]);
  });
});

describe('offsetDate', () => {
  it.each([
    [undefined, '2026-03-01', '2025-12-01'],
    [-WEEK_DAYS, '2026-03-01', '2026-02-22'],
    [MONTH_DAYS, '2026-02-15', '2026-03-17'],
    [-YEAR_DAYS, '2024-03-01', '2023-03-02'], // 2024 is a leap year
    [0, '2026-01-31', '2026-01-31'],
  ])('%s days from %s → %s', (days, from, expected) => {
    expect(offsetDate(days, from)).toBe(expected);
  });

  it('counts from today by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 20, 10, 0, 0));
    try {
      expect(offsetDate()).toBe('2026-02-19');
      expect(offsetDate(1)).toBe('2026-05-21');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-05-20T08:30:00', undefined, '2026-05-20'],
    ['2026-05-20T08:30:00', 'YYYY年MM月DD日 HH:mm', '2026年05月20日 08:30'],
    [null, undefined, '--'],
    ['', undefined, '--'],
    ['not a date', undefined, '--'],
  ])('%j as %s → %j', (value, format, expected) => {
    expect(formatDate(value, format)).toBe(expected);
  });
});

describe('compareServerTimes', () => {
  it('orders server times earliest first, down to the second', () => {
    const times = ['2026-09-02 09:00:00', '2026-09-01 14:30:00', '2026-10-01 08:00:00', '2026-09-01 14:29:59', ''];
    expect([...times].sort(compareServerTimes)).toEqual([
      '',
      '2026-09-01 14:29:59',
      '2026-09-01 14:30:00',
      '2026-09-02 09:00:00',
      '2026-10-01 08:00:00',
    ]);
  });

  it('gives the order localeCompare gives for such times', () => {
    const times = ['2027-01-01 00:00:00', '2026-12-31 23:59:59', '2026-02-10 10:00:00', '2026-10-02 10:00:00'];
    const pairs = times.flatMap((a) => times.map((b) => [a, b] as const));
    for (const [a, b] of pairs) expect(Math.sign(compareServerTimes(a, b))).toBe(Math.sign(a.localeCompare(b)));
  });

  it('is 0 for the same time', () => {
    expect(compareServerTimes('2026-09-01 14:30:00', '2026-09-01 14:30:00')).toBe(0);
  });
});

describe('delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [undefined, DEFAULT_DELAY_MS],
    [250, 250],
  ])('delay(%s) resolves after %i ms', async (ms, expected) => {
    const done = vi.fn();
    void delay(ms).then(done);
    await vi.advanceTimersByTimeAsync(expected - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('the default is 1000 ms', () => {
    expect(DEFAULT_DELAY_MS).toBe(1000);
  });
});
