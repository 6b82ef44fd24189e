import { useQuery } from '@tanstack/react-query';
import { configQueries, isDictItemEnabled, type DictItem } from '@/api/config';

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

export type ResumeDictName = keyof typeof RESUME_DICT_CODES;
export type ResumeDicts = Record<ResumeDictName, DictItem[]>;

const EMPTY: ResumeDicts = {
  education: [],
  gender: [],
  jobStatus: [],
  arrivalTime: [],
  language: [],
  languageLevel: [],
  skillLevel: [],
};

/** The enabled items of every dictionary the form uses, fetched in one batch call. */
export function useResumeDicts() {
  const query = useQuery(configQueries.dictBatch(Object.values(RESUME_DICT_CODES)));
  const dicts: ResumeDicts = { ...EMPTY };
  for (const [name, code] of Object.entries(RESUME_DICT_CODES) as Array<[ResumeDictName, string]>) {
    const group = query.data?.find((entry) => entry.dictTypeCode === code);
    dicts[name] = (group?.items ?? []).filter((item) => isDictItemEnabled(item)).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  }
  return { dicts, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

/** antd Select options of a dictionary, by code or by name. */
export function dictOptions(items: DictItem[], valueBy: 'code' | 'name' = 'code') {
  return items.map((item) => ({ value: valueBy === 'name' ? item.name : item.code, label: item.name }));
}
