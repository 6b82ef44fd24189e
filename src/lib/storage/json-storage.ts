/**
 * Typed JSON over Web Storage that never throws: storage may be disabled (private mode, blocked
 * cookies), full (quota), or hold text another version of the app wrote. A failed read gives the
 * fallback, a failed write reports false; the page carries on either way.
 */

/** What the wrappers need of a storage; `localStorage`, `sessionStorage` and test fakes fit. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(name: 'localStorage' | 'sessionStorage'): StorageLike | undefined {
  try {
    // Merely reading window.localStorage throws a SecurityError when storage is blocked.
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

/** `localStorage`, or undefined where it is unavailable. */
export function safeLocalStorage(): StorageLike | undefined {
  return storageOf('localStorage');
}

/** `sessionStorage`, or undefined where it is unavailable. */
export function safeSessionStorage(): StorageLike | undefined {
  return storageOf('sessionStorage');
}

/**
 * The JSON value under `key`, or `fallback` when storage is unavailable, the key is missing, the
 * text is not JSON, or `isValid` (when given) rejects the parsed value.
 */
export function readJson<T>(
  storage: StorageLike | undefined,
  key: string,
  fallback: T,
  isValid?: (value: unknown) => value is T,
): T {
  try {
    const text = storage?.getItem(key);
    if (text === null || text === undefined) return fallback;
    const parsed: unknown = JSON.parse(text);
    if (isValid) return isValid(parsed) ? parsed : fallback;
    return parsed as T;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON under `key`; false when storage is unavailable, full or the value cannot be serialised. */
export function writeJson(storage: StorageLike | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; does nothing when storage is unavailable. */
export function removeKey(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}
