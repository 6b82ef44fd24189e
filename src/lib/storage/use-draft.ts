import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createDraftStore, draftKey, draftSavedAt, subscribeDraftSaves, type Draft } from './draft-store';

/** One form's local draft for one owner, as a form uses it. */
export interface DraftHandle<T> {
  /** The draft's storage key, or undefined without an owner: what `useDraftSavedAt` follows. */
  readonly key: string | undefined;
  /** The owner's draft, or undefined when there is none, it is too old, or the owner is unknown. */
  load(): Draft<T> | undefined;
  /** Saves the values (stamped with the current time); nothing without an owner. */
  save(value: T): void;
  /** Drops the draft: after a successful submit, or when the user throws it away. */
  clear(): void;
}

/**
 * The local draft of one long form (rules DRAFT-1, DRAFT-2; docs/decisions/052, 063): `draft:{userKey}:{formId}`, in
 * local storage so it survives a reload, the crash screen and a 401 → sign-in round trip; in the tab's session storage
 * for a visitor (`VISITOR_DRAFT_KEY`); dropped unread after `DRAFT_MAX_AGE_MS`. Without an owner (`userKey`
 * undefined, e.g. while the user info loads) it reads nothing and writes nothing. The handle is stable while the form
 * and the owner stay the same.
 */
export function useDraft<T>(formId: string, userKey: string | undefined): DraftHandle<T> {
  return useMemo(() => {
    const store = createDraftStore<T>(formId);
    return {
      key: userKey ? draftKey(userKey, formId) : undefined,
      load: () => (userKey ? store.load(userKey) : undefined),
      save: (value: T) => {
        if (userKey) store.save(userKey, value);
      },
      clear: () => {
        if (userKey) store.clear(userKey);
      },
    };
  }, [formId, userKey]);
}

/**
 * When the draft under `key` (a `DraftHandle`'s `key`) was last saved by this page, kept current: the form's
 * "已自动保存 HH:mm" (issue 22). Undefined before the first save, after a clear, and without an owner.
 */
export function useDraftSavedAt(key: string | undefined): number | undefined {
  const read = useCallback(() => draftSavedAt(key), [key]);
  return useSyncExternalStore(subscribeDraftSaves, read, read);
}
