import { generateId } from '@/lib/format/id';
import { isDictEnabled, type DictEnabledFlags } from '@/lib/format/dict';
import { formatSalary } from '@/lib/format/salary';
import { COPYRIGHT_START_YEAR, copyrightYears } from '@/lib/format/copyright';
import { nextTask, whenIdle } from '@/lib/format/async';

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

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with the deadline, and cancels it', () => {
    const requestIdleCallback = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const run = vi.fn();
    const cancel = whenIdle(run, { timeout: 1000, fallback: 50 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0][0]();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits the fallback without idle callbacks, and a cancelled wait never runs', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run, { timeout: 1000, fallback: 50 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { timeout: 1000, fallback: 50 })();
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs in the next task by default without idle callbacks', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run, { timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in a later task, after the microtasks queued before and after it', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await next;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('is a message to itself, not a timer: fake timers do not hold it back', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', undefined);
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
