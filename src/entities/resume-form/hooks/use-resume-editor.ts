import type { ResumeType } from '@/api/resume';
import { useMemo, useState } from 'react';
import { toResumeInput, type ResumeFormValues } from '../lib/form-values';
import { chooseInitialValues, toFormValues, type InitialSources, type InitialValues } from '../lib/initial-values';
import { useCityOptions } from './use-city-options';
import type { ResumeDrafts } from './use-resume-drafts';
import { useResumeDicts } from './use-resume-dicts';

export interface ResumeEditorOptions {
  drafts: ResumeDrafts;
  /** Where the form may start from, once every source has answered; undefined while one is still loading. */
  sources: Omit<InitialSources, 'localDraft'> | undefined;
}

/**
 * What every resume editor (the candidate's own, a friend's, a registration's) does around the shared form
 * (docs/decisions/063): the values it opens with, chosen once (a later refetch never overwrites typing), the local
 * draft offered back and thrown away on request, the form's dictionaries and city tree for the save body, and the
 * saved values as the new starting point. The page keeps its calls, its save flow and what it says.
 */
export function useResumeEditor({ drafts, sources }: ResumeEditorOptions) {
  const choose = (from: Omit<InitialSources, 'localDraft'>) => chooseInitialValues({ ...from, localDraft: drafts.load() });
  const [initial, setInitial] = useState<InitialValues | undefined>(() => (sources ? choose(sources) : undefined));
  if (sources && !initial) setInitial(choose(sources));
  // Bumped to start the form again (antd reads initialValues once).
  const [formKey, setFormKey] = useState(0);
  const formValues = useMemo(() => (initial ? toFormValues(initial.values) : undefined), [initial]);
  const { dicts } = useResumeDicts();
  const { cityName } = useCityOptions();

  /** "撤销" under "草稿已恢复": the drafts go and the form starts again from the saved resume, which it returns. */
  const discardDraft = (): ResumeFormValues | undefined => {
    if (!initial) return undefined;
    drafts.clear(true);
    setInitial({ values: initial.base, base: initial.base });
    setFormKey((key) => key + 1);
    return initial.base;
  };

  /** After a successful save: the drafts go; values kept on the page become what "撤销" returns to. */
  const saved = (values?: ResumeFormValues) => {
    drafts.clear(false);
    if (values) setInitial({ values, base: values });
  };

  /** The save body of the form's values, with the names of the picked education and city. */
  const toInput = (values: ResumeFormValues, resumeType: ResumeType, id?: string) =>
    toResumeInput(
      values,
      resumeType,
      { education: (code: string) => dicts.education.find((item) => item.code === code)?.name ?? '', city: cityName },
      id,
    );

  return {
    initial,
    formValues,
    formKey,
    /** Whether the form opened with a draft (local or server): the page offers to throw it away. */
    restored: Boolean(initial?.restoredFrom),
    onChange: drafts.save,
    /** The local draft's key, for the form's "已自动保存 HH:mm". */
    draftKey: drafts.key,
    discardDraft,
    saved,
    toInput,
  };
}
