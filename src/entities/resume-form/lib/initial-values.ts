import type { Resume, ResumeDraft, ResumeParseResult, ResumeType } from '@/api/resume';
import type { Draft } from '@/lib/storage';
import type { LocalResumeDraft } from '../hooks/use-resume-drafts';
import { emptyResumeValues, mergeResumeValues, type ResumeFormValues } from './form-values';

export interface InitialSources {
  resumeType: ResumeType;
  resume: Resume | null | undefined;
  serverDraft: ResumeDraft | null | undefined;
  parsed: ResumeParseResult | undefined;
  localDraft: Draft<LocalResumeDraft> | undefined;
  uuid?: string;
  /** The signed-in account: a first resume starts with its name and phone. */
  account?: { name: string; phone: string };
}

export interface InitialValues {
  /** What the form opens with. */
  values: ResumeFormValues;
  /** What "放弃草稿" goes back to: the saved resume, with the parsed upload laid over it. */
  base: ResumeFormValues;
  restoredFrom?: 'local' | 'server';
}

function hasContent(draft: ResumeDraft | null | undefined): draft is ResumeDraft {
  return Boolean(draft && Object.keys(draft.content ?? {}).length > 0);
}

/**
 * Chooses what the form opens with. The local draft wins (it is the newest and survives a 401 →
 * re-login) unless it belongs to another upload; then a server draft newer than the saved resume;
 * else the saved resume with a just-parsed upload laid over it.
 */
export function chooseInitialValues(sources: InitialSources): InitialValues {
  const { resumeType, resume, serverDraft, parsed, localDraft, uuid, account } = sources;
  let base = mergeResumeValues(emptyResumeValues(), resume ?? undefined);
  if (!resume) base = firstResume(base, account);
  if (parsed && (parsed.status === 1 || parsed.status === 2)) base = mergeResumeValues(base, parsed.resume);
  if (localDraft && (!uuid || localDraft.value.uuid === uuid)) {
    return { values: mergeResumeValues(emptyResumeValues(), localDraft.value.values), base, restoredFrom: 'local' };
  }
  const draftIsNewer = !resume || (serverDraft?.updateTime ?? '') > resume.updateTime;
  if (!uuid && hasContent(serverDraft) && serverDraft.resumeType === resumeType && draftIsNewer) {
    return { values: mergeResumeValues(base, serverDraft.content), base, restoredFrom: 'server' };
  }
  return { values: base, base };
}

/** Empty text of picker fields becomes undefined so the pickers show their placeholders. */
export function toFormValues(values: ResumeFormValues): ResumeFormValues {
  const blank = <T>(value: T): T => (value === '' || value === null ? (undefined as T) : value);
  return {
    ...values,
    basicInfo: {
      ...values.basicInfo,
      gender: blank(values.basicInfo.gender),
      currentCityCode: blank(values.basicInfo.currentCityCode),
      highestEducationCode: blank(values.basicInfo.highestEducationCode),
    },
    jobIntention: {
      ...values.jobIntention,
      jobStatus: blank(values.jobIntention.jobStatus),
      arrivalTime: blank(values.jobIntention.arrivalTime),
    },
    educations: values.educations.map((education) => ({ ...education, educationCode: blank(education.educationCode) })),
  };
}

/** A first resume: the account's name and phone, and one education to fill in (most candidates have one). */
function firstResume(values: ResumeFormValues, account: InitialSources['account']): ResumeFormValues {
  return {
    ...values,
    basicInfo: { ...values.basicInfo, name: account?.name ?? '', phone: account?.phone ?? '' },
    educations: [{ school: '', major: '', educationCode: '', educationName: '', startDate: '', endDate: '', isFullTime: true }],
  };
}
