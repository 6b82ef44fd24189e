import type { Resume, ResumeInput, ResumeType } from '@/api/resume';
import { isHttpError } from '@/lib/http';
import { emptyResumeValues } from '@/entities/resume-form/lib/form-values';

/** The registration's own failure message (rule CAND-16). */
export const REGISTRATION_FAILED_MESSAGE = '报名未成功，请稍后重试';

/**
 * The one message of a failed registration, its calls having shown none (rule HTTP-7): a refusal the server explains
 * shows its reason; a dead session has the session's own toast (rule ERR-3), so nothing more; anything else
 * "报名未成功，请稍后重试" (see docs/decisions/034).
 */
export function registrationFailureMessage(error: unknown): string | undefined {
  if (isHttpError(error) && error.kind === 'unauthorized') return undefined;
  if (isHttpError(error) && error.kind === 'business' && error.serverMessage) return error.serverMessage;
  return REGISTRATION_FAILED_MESSAGE;
}

/** The short registration form (报名登记): the few facts a store or campus recruiter needs first. */
export interface RegistrationValues {
  name: string;
  gender?: 1 | 2;
  phone: string;
  email: string;
  currentCityCode?: string;
  highestEducationCode?: string;
  expectedPosition: string;
  arrivalTime?: string;
}

export interface RegistrationLookups {
  cityName: (code: string) => string;
  educationName: (code: string) => string;
}

/**
 * The resume saved for a registration: the candidate's resume of this type with the registration's
 * facts laid over it, or a short resume made of them when there is none yet.
 */
export function registrationResume(
  values: RegistrationValues,
  resumeType: ResumeType,
  existing: Resume | null | undefined,
  lookups: RegistrationLookups,
): ResumeInput {
  const cityCode = values.currentCityCode ?? '';
  const educationCode = values.highestEducationCode ?? '';
  const base: ResumeInput = existing ?? { resumeType, ...emptyResumeValues() };
  return {
    ...base,
    resumeType,
    basicInfo: {
      ...base.basicInfo,
      name: values.name.trim(),
      gender: values.gender ?? base.basicInfo.gender,
      phone: values.phone,
      email: values.email,
      currentCityCode: cityCode || base.basicInfo.currentCityCode,
      currentCityName: cityCode ? lookups.cityName(cityCode) : base.basicInfo.currentCityName,
      highestEducationCode: educationCode || base.basicInfo.highestEducationCode,
      highestEducationName: educationCode ? lookups.educationName(educationCode) : base.basicInfo.highestEducationName,
    },
    jobIntention: {
      ...base.jobIntention,
      expectedPosition: values.expectedPosition.trim(),
      expectedCityCodes:
        cityCode && !base.jobIntention.expectedCityCodes.length ? [cityCode] : base.jobIntention.expectedCityCodes,
      expectedCityNames:
        cityCode && !base.jobIntention.expectedCityCodes.length
          ? [lookups.cityName(cityCode)]
          : base.jobIntention.expectedCityNames,
      arrivalTime: values.arrivalTime ?? base.jobIntention.arrivalTime,
    },
  };
}
