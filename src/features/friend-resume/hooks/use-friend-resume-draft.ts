import { useCallback, useMemo } from 'react';
import type { LocalResumeDraft, ResumeFormValues } from '@/entities/resume-form';
import { createDraftStore, type Draft } from '@/lib/storage';
import { friendDraftFormId } from '../lib/friend-resume';

/**
 * The local draft of a friend's resume (rules DRAFT-1, DRAFT-2), per staff member (`userKey`, the ucId) and per
 * resume: written on every change, so a reload, the crash screen or a 401 → sign-in round trip loses nothing.
 * A friend's resume has no server draft: `/resume/draft` is the staff member's own.
 */
export function useFriendResumeDraft(userKey: string | undefined, resumeId?: string) {
  const store = useMemo(() => createDraftStore<LocalResumeDraft>(friendDraftFormId(resumeId)), [resumeId]);

  const load = useCallback(
    (): Draft<LocalResumeDraft> | undefined => (userKey ? store.load(userKey) : undefined),
    [store, userKey],
  );
  const save = useCallback(
    (values: ResumeFormValues) => {
      if (userKey) store.save(userKey, { values });
    },
    [store, userKey],
  );
  const clear = useCallback(() => {
    if (userKey) store.clear(userKey);
  }, [store, userKey]);

  return { load, save, clear };
}
