import { readJson, removeKey, safeLocalStorage, writeJson, type StorageLike } from './json-storage';

/** A saved draft: the form's values and when they were saved (ms since epoch). */
export interface Draft<T> {
  value: T;
  savedAt: number;
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
  return `draft:${userKey}:${formId}`;
}

function isDraft(value: unknown): value is Draft<never> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return 'value' in record && typeof record.savedAt === 'number';
}

/**
 * Local drafts of one long form, per user (rules DRAFT-1, DRAFT-2). They live in local storage so they
 * survive a reload, the crash screen and a 401 → re-login round trip. `userKey` is the signed-in
 * user's ucId (or any stable key for a visitor). The storage is looked up on every call, so a
 * storage that appears or disappears later is honoured; pass one to use a fake in tests.
 */
export function createDraftStore<T>(formId: string, getStorage: () => StorageLike | undefined = safeLocalStorage): DraftStore<T> {
  return {
    load(userKey) {
      return readJson<Draft<T> | undefined>(getStorage(), draftKey(userKey, formId), undefined, isDraft);
    },
    save(userKey, value) {
      const draft: Draft<T> = { value, savedAt: Date.now() };
      return writeJson(getStorage(), draftKey(userKey, formId), draft);
    },
    clear(userKey) {
      removeKey(getStorage(), draftKey(userKey, formId));
    },
  };
}
