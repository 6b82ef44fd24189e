import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { BusinessName } from '@/lib/config/business';
import { generateId } from '@/lib/format/id';
import {
  addSavedSearch,
  deleteSavedSearch,
  markOpened,
  recordSeen,
  renameSavedSearch,
  type PublishedJob,
  type RenameOutcome,
  type SavedSearch,
  type SavedSearchFilters,
  type SaveOutcome,
} from './saved-search';
import { loadSavedSearches, storeSavedSearches, subscribeSavedSearches } from './saved-search-store';

export interface SavedSearchesHandle {
  /** The user's saved searches, newest first (none without a user). */
  list: SavedSearch[];
  /** False without a signed-in user: nothing is read or written. */
  available: boolean;
  save: (filters: SavedSearchFilters, name: string) => SaveOutcome;
  rename: (id: string, name: string) => RenameOutcome;
  remove: (id: string) => void;
  /** The search is being opened: its "new" count starts again; returns the opening time for `recordSeen`. */
  open: (id: string) => number;
  /** The jobs the search had when opened at `openedAt` (see `recordSeen`). */
  seen: (id: string, openedAt: number, jobs: PublishedJob[]) => void;
}

const NONE: SavedSearch[] = [];

/**
 * One user's saved searches of a business (docs/decisions/070), kept in local storage and shared live by every
 * panel of the tab. `userKey` undefined (a visitor, or the user info still loading): an empty list, no writes.
 */
export function useSavedSearches(business: BusinessName, userKey: string | undefined): SavedSearchesHandle {
  // The snapshot must be the same object while the stored text is the same (useSyncExternalStore compares it).
  const cache = useRef<{ owner: string; list: SavedSearch[] } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    if (!userKey) return NONE;
    const list = loadSavedSearches(business, userKey);
    const owner = `${business}:${userKey}`;
    const previous = cache.current;
    if (previous && previous.owner === owner && JSON.stringify(previous.list) === JSON.stringify(list)) return previous.list;
    cache.current = { owner, list };
    return list;
  }, [business, userKey]);
  const list = useSyncExternalStore(subscribeSavedSearches, getSnapshot, () => NONE);

  return useMemo<SavedSearchesHandle>(() => {
    const current = () => (userKey ? loadSavedSearches(business, userKey) : NONE);
    const write = (next: SavedSearch[]) => {
      if (userKey) storeSavedSearches(business, userKey, next);
    };
    return {
      list,
      available: Boolean(userKey),
      save: (filters, name) => {
        const outcome = addSavedSearch(current(), filters, { name, now: Date.now(), id: generateId() });
        if (outcome.ok && userKey) write(outcome.list);
        return outcome;
      },
      rename: (id, name) => {
        const outcome = renameSavedSearch(current(), id, name);
        if (outcome.ok) write(outcome.list);
        return outcome;
      },
      remove: (id) => write(deleteSavedSearch(current(), id)),
      open: (id) => {
        const now = Date.now();
        write(markOpened(current(), id, now));
        return now;
      },
      seen: (id, openedAt, jobs) => write(recordSeen(current(), id, openedAt, jobs)),
    };
  }, [business, list, userKey]);
}
