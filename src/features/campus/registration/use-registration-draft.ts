import { useCallback, useMemo } from 'react';
import type { LocalResumeDraft, ResumeFormValues } from '@/entities/resume-form';
import { createDraftStore, type Draft } from '@/lib/storage';
import { registrationDraftFormId } from './registration-id';

/**
 * The local draft of a registration's resume (rules DRAFT-1, DRAFT-2): `draft:{ucId}:modification-registration-{id}`,
 * written on every change, so a reload, the crash screen or a 401 → sign-in round trip loses nothing. There is no
 * server draft: `/resume/draft` is the candidate's own resume, not the one sent with a registration.
 */
export function useRegistrationDraft(userKey: string, positionCandidateId: string) {
  const store = useMemo(
    () => createDraftStore<LocalResumeDraft>(registrationDraftFormId(positionCandidateId)),
    [positionCandidateId],
  );
  const load = useCallback((): Draft<LocalResumeDraft> | undefined => store.load(userKey), [store, userKey]);
  const save = useCallback((values: ResumeFormValues) => void store.save(userKey, { values }), [store, userKey]);
  const clear = useCallback(() => store.clear(userKey), [store, userKey]);
  return { load, save, clear };
}
