import {
  readJson,
  removeKey,
  safeLocalStorage,
  safeSessionStorage,
  writeJson,
  type StorageLike,
} from '@/lib/storage/json-storage';

/** A storage that fails like a disabled or full browser storage. */
const broken: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

describe('readJson / writeJson / removeKey', () => {
  it.each([
    ['local', () => localStorage],
    ['session', () => sessionStorage],
  ])('round-trips a value in %s storage', (_name, storage) => {
    expect(writeJson(storage(), 'search', { keyword: '店长', page: 2 })).toBe(true);
    expect(readJson(storage(), 'search', {})).toEqual({ keyword: '店长', page: 2 });
    removeKey(storage(), 'search');
    expect(readJson(storage(), 'search', 'gone')).toBe('gone');
  });

  it.each<[string, string | null, unknown]>([
    ['missing key', null, 'fallback'],
    ['bad JSON', '{not json', 'fallback'],
    ['valid JSON', '["a","b"]', ['a', 'b']],
    ['JSON null', 'null', null],
  ])('reads %s', (_label, stored, expected) => {
    if (stored !== null) localStorage.setItem('k', stored);
    expect(readJson<unknown>(localStorage, 'k', 'fallback')).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['passing the guard', '["a","b"]', ['a', 'b']],
    ['failing the guard', '[1,2]', []],
    ['of another shape', '{"a":1}', []],
  ])('with a guard, a value %s', (_label, stored, expected) => {
    localStorage.setItem('k', stored);
    expect(readJson(localStorage, 'k', [], isStringList)).toEqual(expected);
  });

  it('never throws when storage is broken or missing', () => {
    expect(readJson(broken, 'k', 7)).toBe(7);
    expect(writeJson(broken, 'k', 1)).toBe(false);
    expect(() => removeKey(broken, 'k')).not.toThrow();
    expect(readJson(undefined, 'k', 7)).toBe(7);
    expect(writeJson(undefined, 'k', 1)).toBe(false);
    expect(() => removeKey(undefined, 'k')).not.toThrow();
  });

  it('reports values that cannot be stored as JSON', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson(localStorage, 'k', circular)).toBe(false);
    expect(writeJson(localStorage, 'k', undefined)).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('finds the browser storages', () => {
    expect(safeLocalStorage()).toBe(window.localStorage);
    expect(safeSessionStorage()).toBe(window.sessionStorage);
  });

  it('gives undefined when reading the storage itself throws', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(safeLocalStorage()).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});
