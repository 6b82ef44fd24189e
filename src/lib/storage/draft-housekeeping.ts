import { DRAFT_KEY_PREFIX, draftKey, isDraft, isFreshDraft, VISITOR_DRAFT_KEY } from './draft-store';
import { readJson, removeKey, safeLocalStorage, safeSessionStorage, writeJson, type StorageLike } from './json-storage';

/** A storage whose keys can be listed: `localStorage`, `sessionStorage`, test fakes. */
export type ListableStorage = StorageLike & Pick<Storage, 'key' | 'length'>;

/** Session-storage key: set when a visitor's own sign-in should take over their drafts (`markVisitorHandOff`). */
export const VISITOR_HAND_OFF_KEY = 'draftHandOff';
/** A hand-off older than this is not honoured: the visitor did not come back from the SSO. */
export const VISITOR_HAND_OFF_TTL_MS = 30 * 60 * 1000;

function listable(storage: StorageLike | undefined): ListableStorage | undefined {
  return storage && 'key' in storage && 'length' in storage ? (storage as ListableStorage) : undefined;
}

/** Every draft key of `storage` (listed first: removing while walking would skip keys). */
function draftKeys(storage: ListableStorage | undefined): string[] {
  if (!storage) return [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

function ownerOf(key: string): string {
  return key.slice(DRAFT_KEY_PREFIX.length).split(':', 1)[0] ?? '';
}

function formOf(key: string): string {
  return key.slice(DRAFT_KEY_PREFIX.length + ownerOf(key).length + 1);
}

/** Drops every draft older than the age limit (or unreadable), unread: run at boot. */
export function purgeExpiredDrafts(storage: StorageLike | undefined = safeLocalStorage(), now = Date.now()): void {
  const store = listable(storage);
  for (const key of draftKeys(store)) {
    const draft = readJson(store, key, undefined, isDraft);
    if (!draft || !isFreshDraft(draft.savedAt, now)) removeKey(store, key);
  }
}

/**
 * Removes the drafts of one user (`userKey`), or of every user when the owner is unknown (undefined), from local
 * storage, and the visitor drafts and hand-off of this tab: what logout leaves behind must hold nothing typed.
 */
export function removeDraftsOf(
  userKey: string | undefined,
  local: StorageLike | undefined = safeLocalStorage(),
  session: StorageLike | undefined = safeSessionStorage(),
): void {
  const localStore = listable(local);
  for (const key of draftKeys(localStore)) {
    if (userKey === undefined || ownerOf(key) === userKey) removeKey(localStore, key);
  }
  const sessionStore = listable(session);
  for (const key of draftKeys(sessionStore)) removeKey(sessionStore, key);
  removeKey(session, VISITOR_HAND_OFF_KEY);
}

/** A visitor is about to sign in on purpose (to submit their form): their next sign-in takes their drafts. */
export function markVisitorHandOff(session: StorageLike | undefined = safeSessionStorage(), now = Date.now()): void {
  writeJson(session, VISITOR_HAND_OFF_KEY, now);
}

/**
 * After a sign-in: the tab's visitor drafts become `userKey`'s when the visitor asked to sign in from their form
 * within `VISITOR_HAND_OFF_TTL_MS`; otherwise they are dropped, so the next person at a shared computer never sees
 * the previous visitor's name, phone or email.
 */
export function handOffVisitorDrafts(
  userKey: string,
  local: StorageLike | undefined = safeLocalStorage(),
  session: StorageLike | undefined = safeSessionStorage(),
  now = Date.now(),
): void {
  const markedAt = readJson<number | undefined>(
    session,
    VISITOR_HAND_OFF_KEY,
    undefined,
    (v): v is number => typeof v === 'number',
  );
  const adopt = userKey !== '' && markedAt !== undefined && markedAt <= now && now - markedAt < VISITOR_HAND_OFF_TTL_MS;
  const sessionStore = listable(session);
  for (const key of draftKeys(sessionStore)) {
    if (ownerOf(key) !== VISITOR_DRAFT_KEY) continue;
    const draft = readJson(sessionStore, key, undefined, isDraft);
    const ownKey = draftKey(userKey, formOf(key));
    // A draft of the user's own (written while signed in) wins over the visitor's.
    if (adopt && draft && isFreshDraft(draft.savedAt, now) && local?.getItem(ownKey) == null) writeJson(local, ownKey, draft);
    removeKey(sessionStore, key);
  }
  removeKey(session, VISITOR_HAND_OFF_KEY);
}
