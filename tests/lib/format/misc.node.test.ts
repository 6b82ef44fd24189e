import { generateId } from '@/lib/format/id';
import { isDictEnabled, type DictEnabledFlags } from '@/lib/format/dict';
import { formatSalary } from '@/lib/format/salary';
import { COPYRIGHT_START_YEAR, copyrightYears } from '@/lib/format/copyright';

describe('generateId', () => {
  it('is 32 lowercase hex characters', () => {
    for (let i = 0; i < 50; i += 1) expect(generateId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 500 }, generateId));
    expect(ids.size).toBe(500);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xab);
      return array;
    });
    try {
      expect(generateId()).toBe('ab'.repeat(16));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('isDictEnabled (rule CONST-21)', () => {
  it.each<[DictEnabledFlags, boolean]>([
    [{ disabled: false }, true],
    [{ isEnabled: true }, true],
    [{ is_enabled: true }, true],
    [{ disabled: true, isEnabled: true }, true], // any enabling flag wins
    [{ disabled: true }, false],
    [{ isEnabled: false }, false],
    [{ is_enabled: false }, false],
    [{ disabled: null, isEnabled: null }, false],
    [{}, false],
  ])('%j → %s', (item, expected) => {
    expect(isDictEnabled(item)).toBe(expected);
  });
});

describe('formatSalary (yuan)', () => {
  it.each([
    [8000, 12000, '8000-12000元/月'],
    ['8000', '12000', '8000-12000元/月'],
    [12000, 8000, '8000-12000元/月'],
    [8000, 8000, '8000元/月'],
    [8000, null, '8000元/月以上'],
    [undefined, 12000, '12000元/月以下'],
    [null, undefined, '面议'],
    [0, 0, '面议'],
    ['', 'abc', '面议'],
  ])('%j, %j → %j', (min, max, expected) => {
    expect(formatSalary(min, max)).toBe(expected);
  });
});

describe('copyrightYears', () => {
  it.each([
    [new Date(2026, 0, 1), '2016-2026'],
    [new Date(2030, 11, 31), '2016-2030'],
    [new Date(2016, 5, 1), '2016'],
  ])('%s → %j', (now, expected) => {
    expect(copyrightYears(now)).toBe(expected);
  });

  it('starts in 2016 and defaults to the current year', () => {
    expect(COPYRIGHT_START_YEAR).toBe(2016);
    expect(copyrightYears()).toBe(`2016-${new Date().getFullYear()}`);
  });
});
