import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { resumeMutations, type ResumeType } from '@/api/resume';
import { useDraft, type Draft } from '@/lib/storage';
import type { ResumeFormValues } from '../lib/form-values';

/** What the local draft keeps: the values and the parse they started from (if any). */
export interface LocalResumeDraft {
  values: ResumeFormValues;
  /** The upload the form was prefilled from; a draft of another upload is not offered. */
  uuid?: string;
}

/** The drafts of one resume editor, as `useResumeEditor` drives them. */
export interface ResumeDrafts {
  /** The local draft's storage key (undefined without an owner): what the form's "已自动保存" follows. */
  readonly key: string | undefined;
  load(): Draft<LocalResumeDraft> | undefined;
  /** Every change, with all the values. */
  save(values: ResumeFormValues): void;
  /** Drops the drafts: `discarded` when the user undid the restored draft ("撤销"), else after a successful save. */
  clear(discarded: boolean): void;
}

/** The server draft is written this long after the last change. */
export const SERVER_DRAFT_DELAY_MS = 3000;

/**
 * The local draft of a resume that has no server draft (a friend's, a registration's): `useDraft` under `formId`,
 * for the signed-in user `userKey`.
 */
export function useLocalResumeDraft(formId: string, userKey: string | undefined): ResumeDrafts {
  const draft = useDraft<LocalResumeDraft>(formId, userKey);
  return useMemo(
    () => ({
      key: draft.key,
      load: draft.load,
      save: (values: ResumeFormValues) => draft.save({ values }),
      clear: () => draft.clear(),
    }),
    [draft],
  );
}

/**
 * The two drafts of rule DRAFT-5 for one user and resume type: the local one (written on every
 * change, so a reload, a crash or a 401 → re-login loses nothing) and the server one (/resume/draft,
 * written a few seconds after the last change; emptied when the candidate throws the draft away).
 */
export function useResumeDrafts(userKey: string | undefined, resumeType: ResumeType, uuid?: string): ResumeDrafts {
  const local = useDraft<LocalResumeDraft>(`resume-${resumeType}`, userKey);
  const { mutate: saveServerDraft } = useMutation(resumeMutations.saveDraft());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      key: local.key,
      load: local.load,
      save: (values: ResumeFormValues) => {
        if (!userKey) return;
        local.save({ values, uuid });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => saveServerDraft({ resumeType, content: values }), SERVER_DRAFT_DELAY_MS);
      },
      clear: (discarded: boolean) => {
        clearTimeout(timer.current);
        local.clear();
        if (discarded) saveServerDraft({ resumeType, content: {} });
      },
    }),
    [local, userKey, uuid, resumeType, saveServerDraft],
  );
}
