import { useQuery } from '@tanstack/react-query';
import { isDictItemEnabled, type DictItem } from '@/api/config';
import { RESUME_DICT_CODES, resumeFormQueries } from '../form-queries';

export { RESUME_DICT_CODES };

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
  const query = useQuery(resumeFormQueries.dicts());
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
