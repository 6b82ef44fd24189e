import type { ResumeInput, ResumeType } from '@/api/resume';

/** What the resume form edits: the resume body without its id and type (those come from the page). */
export type ResumeFormValues = Omit<ResumeInput, 'id' | 'resumeType'>;

/** An empty resume: the form's starting point for a candidate without one. */
export function emptyResumeValues(): ResumeFormValues {
  return {
    basicInfo: {
      name: '',
      gender: null,
      birthday: '',
      phone: '',
      email: '',
      currentCityCode: '',
      currentCityName: '',
      workYears: null,
      highestEducationCode: '',
      highestEducationName: '',
    },
    jobIntention: {
      expectedPosition: '',
      expectedCityCodes: [],
      expectedCityNames: [],
      expectedSalaryMin: null,
      expectedSalaryMax: null,
      jobStatus: '',
      arrivalTime: '',
    },
    educations: [],
    works: [],
    projects: [],
    skills: [],
    certificates: [],
    languages: [],
    selfEvaluation: '',
    attachment: null,
  };
}

/**
 * Lays a partial resume (a stored resume, a draft, a parse result) over a base, section by section,
 * so a part that only carries basic info keeps the base's other sections.
 */
export function mergeResumeValues(base: ResumeFormValues, part: Partial<ResumeInput> | undefined): ResumeFormValues {
  if (!part) return base;
  return {
    basicInfo: { ...base.basicInfo, ...part.basicInfo },
    jobIntention: { ...base.jobIntention, ...part.jobIntention },
    educations: part.educations ?? base.educations,
    works: part.works ?? base.works,
    projects: part.projects ?? base.projects,
    skills: part.skills ?? base.skills,
    certificates: part.certificates ?? base.certificates,
    languages: part.languages ?? base.languages,
    selfEvaluation: part.selfEvaluation ?? base.selfEvaluation,
    attachment: part.attachment === undefined ? base.attachment : part.attachment,
  };
}

/** Names looked up from the dictionaries and the city tree when the form is saved. */
export interface NameLookups {
  education: (code: string) => string;
  city: (code: string) => string;
}

/** The save body: the form's values with the display names filled in from their codes. */
export function toResumeInput(values: ResumeFormValues, resumeType: ResumeType, lookups: NameLookups, id?: string): ResumeInput {
  const merged = mergeResumeValues(emptyResumeValues(), values);
  const { basicInfo, jobIntention } = merged;
  return {
    ...merged,
    ...(id ? { id } : {}),
    resumeType,
    basicInfo: {
      ...basicInfo,
      currentCityName: lookups.city(basicInfo.currentCityCode) || basicInfo.currentCityName,
      highestEducationName: lookups.education(basicInfo.highestEducationCode) || basicInfo.highestEducationName,
    },
    jobIntention: {
      ...jobIntention,
      expectedCityNames: jobIntention.expectedCityCodes.map((code) => lookups.city(code)),
    },
    educations: merged.educations.map((education) => ({
      ...education,
      educationName: lookups.education(education.educationCode) || education.educationName,
      isFullTime: education.isFullTime ?? true,
    })),
  };
}
