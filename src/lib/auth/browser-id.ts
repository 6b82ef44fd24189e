import { generateId } from '@/lib/format';
import { safeLocalStorage } from '@/lib/storage';

/** Local-storage key of the device id. */
export const BROWSER_ID_KEY = 'browserId';

const HEX_32 = /^[0-9a-f]{32}$/;
let memoryId: string | undefined;

/**
 * A stable device id of 32 hex characters (rules AUTH-14, CONST-19), created once and kept in local storage.
 * Where storage is blocked it lives for the page's lifetime.
 */
export function browserId(): string {
  const storage = safeLocalStorage();
  try {
    const stored = storage?.getItem(BROWSER_ID_KEY);
    if (stored && HEX_32.test(stored)) return stored;
  } catch {
    // Fall through to a fresh id.
  }
  const id = memoryId ?? generateId();
  try {
    storage?.setItem(BROWSER_ID_KEY, id);
  } catch {
    memoryId = id;
  }
  return id;
}
