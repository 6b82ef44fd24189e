import { readJson, removeKey, safeLocalStorage, safeSessionStorage, writeJson, type StorageLike } from './json-storage';

/** A saved draft: the form's values and when they were saved (ms since epoch). */
export interface Draft<T> {
  value: T;
  savedAt: number;
}

/**
 * How long a draft is kept (docs/decisions/052): older ones are dropped unread. A week covers a candidate who
 * comes back after a weekend and an interviewer between two rounds, and bounds what a shared computer keeps.
 */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The owner key of drafts written before anyone signed in (they live in this tab's session storage only). */
export const VISITOR_DRAFT_KEY = 'visitor';

/** The prefix of every draft key. */
export const DRAFT_KEY_PREFIX = 'draft:';

/** Whether a draft saved at `savedAt` may still be offered at `now` (a savedAt in the future is not trusted). */
export function isFreshDraft(savedAt: number, now = Date.now()): boolean {
  return Number.isFinite(savedAt) && Math.abs(now - savedAt) < DRAFT_MAX_AGE_MS;
}

export interface DraftStore<T> {
  /** The user's draft of this form, or undefined when there is none (or it is unreadable). */
  load(userKey: string): Draft<T> | undefined;
  /** Saves the values, stamped with the current time; false when storage refused them. */
  save(userKey: string, value: T): boolean;
  /** Drops the draft, e.g. after a successful submit. */
  clear(userKey: string): void;
}

/** The local-storage key of a draft: `draft:{userKey}:{formId}`. */
export function draftKey(userKey: string, formId: string): string {
  return `${DRAFT_KEY_PREFIX}${userKey}:${formId}`;
}

// When each draft was last written by this page (issue 22, "已自动保存 HH:mm"): a form shows the time of its own
// latest save, not one found in storage from an earlier visit (that one is what "草稿已恢复" tells).
const savedThisPage = new Map<string, number>();
const saveListeners = new Set<() => void>();

function noteSave(key: string, savedAt: number | undefined): void {
  if (savedAt === undefined) savedThisPage.delete(key);
  else savedThisPage.set(key, savedAt);
  for (const listener of saveListeners) listener();
}

/** When this page last saved the draft under `key` (ms since epoch), or undefined: none yet, or cleared since. */
export function draftSavedAt(key: string | undefined): number | undefined {
  return key === undefined ? undefined : savedThisPage.get(key);
}

/** Forgets the saves of this page, as a new page load does (tests stand in for one with it). */
export function forgetDraftSaves(): void {
  savedThisPage.clear();
  for (const listener of saveListeners) listener();
}

/** Calls `listener` after every save or clear of any draft; returns the unsubscribe. */
export function subscribeDraftSaves(listener: () => void): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

/** Whether a stored value has a draft's shape. */
export function isDraft(value: unknown): value is Draft<never> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return 'value' in record && typeof record.savedAt === 'number';
}

/**
 * Local drafts of one long form, per user (rules DRAFT-1, DRAFT-2). They live in local storage so they
 * survive a reload, the crash screen and a 401 → re-login round trip. `userKey` is the signed-in
 * user's ucId; a visitor's drafts (`VISITOR_DRAFT_KEY`) go to this tab's session storage instead. A draft older than
 * `DRAFT_MAX_AGE_MS` is removed unread. The storage is looked up on every call, so a storage that appears or
 * disappears later is honoured; pass one to use a fake in tests.
 */
export function createDraftStore<T>(
  formId: string,
  getStorage: () => StorageLike | undefined = safeLocalStorage,
  getVisitorStorage: () => StorageLike | undefined = safeSessionStorage,
): DraftStore<T> {
  const storageFor = (userKey: string) => (userKey === VISITOR_DRAFT_KEY ? getVisitorStorage() : getStorage());
  return {
    load(userKey) {
      const storage = storageFor(userKey);
      const draft = readJson<Draft<T> | undefined>(storage, draftKey(userKey, formId), undefined, isDraft);
      if (draft && !isFreshDraft(draft.savedAt)) {
        removeKey(storage, draftKey(userKey, formId));
        return undefined;
      }
      return draft;
    },
    save(userKey, value) {
      const draft: Draft<T> = { value, savedAt: Date.now() };
      const saved = writeJson(storageFor(userKey), draftKey(userKey, formId), draft);
      // Only a save that storage took is told as saved.
      if (saved) noteSave(draftKey(userKey, formId), draft.savedAt);
      return saved;
    },
    clear(userKey) {
      removeKey(storageFor(userKey), draftKey(userKey, formId));
      noteSave(draftKey(userKey, formId), undefined);
    },
  };
}
