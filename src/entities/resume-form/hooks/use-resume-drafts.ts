import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { resumeMutations, type ResumeType } from '@/api/resume';
import { createDraftStore, type Draft } from '@/lib/storage';
import type { ResumeFormValues } from '../lib/form-values';

/** What the local draft keeps: the values and the parse they started from (if any). */
export interface LocalResumeDraft {
  values: ResumeFormValues;
  /** The upload the form was prefilled from; a draft of another upload is not offered. */
  uuid?: string;
}

/** The server draft is written this long after the last change. */
export const SERVER_DRAFT_DELAY_MS = 3000;

/**
 * The two drafts of rule DRAFT-5 for one user and resume type: the local one (written on every
 * change, so a reload, a crash or a 401 → re-login loses nothing) and the server one (/resume/draft,
 * written a few seconds after the last change).
 */
export function useResumeDrafts(userKey: string | undefined, resumeType: ResumeType, uuid?: string) {
  const store = useMemo(() => createDraftStore<LocalResumeDraft>(`resume-${resumeType}`), [resumeType]);
  const { mutate: saveServerDraft } = useMutation(resumeMutations.saveDraft());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const load = useCallback(
    (): Draft<LocalResumeDraft> | undefined => (userKey ? store.load(userKey) : undefined),
    [store, userKey],
  );

  const save = useCallback(
    (values: ResumeFormValues) => {
      if (!userKey) return;
      store.save(userKey, { values, uuid });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => saveServerDraft({ resumeType, content: values }), SERVER_DRAFT_DELAY_MS);
    },
    [store, userKey, uuid, resumeType, saveServerDraft],
  );

  /** Drops both drafts: after a successful save, or when the candidate discards the draft. */
  const clear = useCallback(
    (alsoServer: boolean) => {
      clearTimeout(timer.current);
      if (userKey) store.clear(userKey);
      if (alsoServer) saveServerDraft({ resumeType, content: {} });
    },
    [store, userKey, resumeType, saveServerDraft],
  );

  return { load, save, clear };
}
