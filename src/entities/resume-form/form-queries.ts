import { configQueries } from '@/api/config';
import { positionQueries } from '@/api/positions';

/** Dictionary codes of the resume form's pickers. */
export const RESUME_DICT_CODES = {
  education: 'ATS_EDUCATION',
  gender: 'ATS_GENDER',
  jobStatus: 'ATS_JOB_STATUS',
  arrivalTime: 'ATS_ARRIVAL_TIME',
  language: 'ATS_LANGUAGE',
  languageLevel: 'ATS_LANGUAGE_LEVEL',
  skillLevel: 'ATS_SKILL_LEVEL',
} as const;

/**
 * The reference data the resume form shows: its dictionaries (one batch call) and the city tree. A light module
 * (api only), so a route can start these calls before the form's code has arrived.
 */
export const resumeFormQueries = {
  dicts: () => configQueries.dictBatch(Object.values(RESUME_DICT_CODES)),
  cityTree: () => positionQueries.cityTree(),
};
