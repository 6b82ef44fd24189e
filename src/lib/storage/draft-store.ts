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
      return writeJson(storageFor(userKey), draftKey(userKey, formId), draft);
    },
    clear(userKey) {
      removeKey(storageFor(userKey), draftKey(userKey, formId));
    },
  };
}
