import type { BusinessName } from '@/lib/config/business';
import { readJson, removeKey, safeLocalStorage, writeJson, type StorageLike } from '@/lib/storage';
import { isSavedSearchList, type SavedSearch } from './saved-search';

/** The prefix of every saved-search key: `savedSearches:{business}:{ucId}`. */
export const SAVED_SEARCH_KEY_PREFIX = 'savedSearches:';

/** The local-storage key of one user's saved searches. */
export function savedSearchKey(business: BusinessName, userKey: string): string {
  return `${SAVED_SEARCH_KEY_PREFIX}${business}:${userKey}`;
}

const listeners = new Set<() => void>();

/** Tells every open panel of this tab that the saved searches changed (other tabs hear the `storage` event). */
function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change of saved searches, in this tab and in others; returns the unsubscribe. */
export function subscribeSavedSearches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SAVED_SEARCH_KEY_PREFIX)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * A user's saved searches in local storage (docs/decisions/070): per business and user, like the drafts, so they
 * survive reloads and visits, and leave with the user at logout. An unreadable value reads as none.
 */
export function loadSavedSearches(
  business: BusinessName,
  userKey: string,
  storage: StorageLike | undefined = safeLocalStorage(),
): SavedSearch[] {
  return readJson<SavedSearch[]>(storage, savedSearchKey(business, userKey), [], isSavedSearchList);
}

/** Stores the list (an empty one removes the key); false when storage refused it. */
export function storeSavedSearches(
  business: BusinessName,
  userKey: string,
  list: SavedSearch[],
  storage: StorageLike | undefined = safeLocalStorage(),
): boolean {
  const key = savedSearchKey(business, userKey);
  if (list.length === 0) {
    removeKey(storage, key);
    notify();
    return true;
  }
  const written = writeJson(storage, key, list);
  notify();
  return written;
}

/**
 * Removes one user's saved searches of a business, or every user's of that business when the owner is unknown
 * (the tab lost its user info: privacy wins, as for drafts, docs/decisions/052). Run at logout.
 */
export function removeSavedSearchesOf(
  business: BusinessName,
  userKey: string | undefined,
  storage: (StorageLike & Partial<Pick<Storage, 'key' | 'length'>>) | undefined = safeLocalStorage(),
): void {
  if (userKey !== undefined) {
    removeKey(storage, savedSearchKey(business, userKey));
    return;
  }
  const prefix = `${SAVED_SEARCH_KEY_PREFIX}${business}:`;
  const keys: string[] = [];
  try {
    for (let i = 0; i < (storage?.length ?? 0); i += 1) {
      const key = storage?.key?.(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage unavailable: nothing to remove.
  }
  for (const key of keys) removeKey(storage, key);
}
