/**
 * The resume form every resume of the portal is written in: the candidate's own (edit resume, delivery) and, for
 * staff, a friend's; and the resume sent with a registration. With its dictionaries, city options, field rules,
 * form ↔ API mapping, drafts and the editor setup the three editors share (`useResumeEditor`).
 */
export { ResumeForm } from './resume-form';
export { resumeFormQueries } from './form-queries';
export { useCityOptions, type CityOption } from './hooks/use-city-options';
export { dictOptions, RESUME_DICT_CODES, useResumeDicts, type ResumeDicts } from './hooks/use-resume-dicts';
export {
  SERVER_DRAFT_DELAY_MS,
  useLocalResumeDraft,
  useResumeDrafts,
  type LocalResumeDraft,
  type ResumeDrafts,
} from './hooks/use-resume-drafts';
export { useResumeEditor, type ResumeEditorOptions } from './hooks/use-resume-editor';
export { emptyResumeValues, mergeResumeValues, toResumeInput, type ResumeFormValues } from './lib/form-values';
export { chooseInitialValues, toFormValues, type InitialValues } from './lib/initial-values';
