import { describe, expect, it } from 'vitest';
import { SECRET_CLICKS, isSecretHour, nextSecretClickCount } from '@/app/layouts/secret-clicks';

const at = (hours: number, minutes = 0) => new Date(2025, 5, 1, hours, minutes, 0);

describe('secret dialog clock rule (rule SECRET-1)', () => {
  it.each([
    [at(23, 0), true],
    [at(23, 30), true],
    [at(23, 59), true],
    [at(22, 59), false],
    [at(0, 0), false],
    [at(11, 0), false],
  ])('%s counts: %s', (now, expected) => {
    expect(isSecretHour(now)).toBe(expected);
  });

  it('unlocks on the fifteenth click within the hour', () => {
    let count = 0;
    const unlockedAt: number[] = [];
    for (let click = 1; click <= SECRET_CLICKS; click += 1) {
      const next = nextSecretClickCount(count, at(23, 10));
      count = next.count;
      if (next.unlocked) unlockedAt.push(click);
    }
    expect(SECRET_CLICKS).toBe(15);
    expect(unlockedAt).toEqual([15]);
    expect(count).toBe(0);
  });

  it('does not unlock outside the hour', () => {
    let count = 0;
    for (let click = 1; click <= 30; click += 1) {
      const next = nextSecretClickCount(count, at(22, 30));
      expect(next.unlocked).toBe(false);
      count = next.count;
    }
  });

  it('a click outside the hour resets the count', () => {
    expect(nextSecretClickCount(14, at(0, 0))).toEqual({ count: 0, unlocked: false });
    expect(nextSecretClickCount(14, at(23, 59))).toEqual({ count: 0, unlocked: true });
  });
});
