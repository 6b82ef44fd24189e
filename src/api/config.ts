import { queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '@/lib/http/query-client';
import { http } from '@/lib/http';
import { fillPath } from './path';
import type { ConfigEntry, ConfigType, DictGroup, DictItem, HotSearchType, HotWord } from './types/config';
import { configEntryListSchema, dictGroupListSchema, dictItemListSchema } from './schemas/config';

export type * from './types/config';
export { CONFIG_TYPE } from './types/config';

export const CONFIG_PATHS = {
  basicConfigure: '/client/recruit/v1/basic_configure',
} as const;

/** Paths on the dictionary service base (`config.dictBase`). */
export const DICT_PATHS = {
  dict: '/open/basic/v1/dicts/:dictCode',
  batchList: '/open/basic/v1/dicts/batch_list',
} as const;

/** The dictionary service wants this client code instead of RECRUIT/CAMPUS. */
export const DICT_CLIENT_CODE = 'EHR,GLOBAL';

/** System config entries of one type (salary 2, education 3, hot keyword 17). */
export function getBasicConfigure(type: ConfigType): Promise<ConfigEntry[]> {
  return http.get<ConfigEntry[]>(CONFIG_PATHS.basicConfigure, { params: { type }, schema: configEntryListSchema });
}

/** Turns hot-keyword entries (value: JSON list of words) into hot words; malformed entries are skipped. */
export function parseHotWords(entries: ConfigEntry[]): HotWord[] {
  const words: HotWord[] = [];
  for (const entry of entries) {
    const type: HotSearchType = entry.code === '1' ? 1 : 0;
    let parsed: unknown;
    try {
      parsed = JSON.parse(entry.value);
    } catch {
      continue;
    }
    if (!Array.isArray(parsed)) continue;
    for (const name of parsed) if (typeof name === 'string' && name.trim()) words.push({ name: name.trim(), type });
  }
  return words;
}

/** Hot words of both hot-search types. */
export async function getHotWords(): Promise<HotWord[]> {
  return parseHotWords(await getBasicConfigure(17));
}

/** Items of one dictionary. */
export function getDict(dictCode: string): Promise<DictItem[]> {
  return http.get<DictItem[]>(fillPath(DICT_PATHS.dict, { dictCode }), {
    base: 'dict',
    headers: { ClientCode: DICT_CLIENT_CODE },
    schema: dictItemListSchema,
  });
}

/** Items of several dictionaries at once; the codes travel comma-joined. */
export function getDictBatch(dictTypeCodes: string[]): Promise<DictGroup[]> {
  return http.get<DictGroup[]>(DICT_PATHS.batchList, {
    base: 'dict',
    params: { dictTypeCodes: dictTypeCodes.join(',') },
    headers: { ClientCode: DICT_CLIENT_CODE },
    schema: dictGroupListSchema,
  });
}

/** Dictionary items that count as enabled (rule CONST-21). */
export function isDictItemEnabled(item: DictItem & { is_enabled?: boolean }): boolean {
  return item.disabled === false || item.isEnabled === true || item.is_enabled === true;
}

// Server state.

export const configKeys = createQueryKeys('config');

/** Configuration and dictionaries change with a release, not within a visit. */
const CONFIG_STALE_MS = 10 * 60 * 1000;

export const configQueries = {
  /** Hot words (basic configure 17) of both hot-search types. */
  hotWords: () => queryOptions({ queryKey: configKeys.custom('hotWords'), queryFn: getHotWords, staleTime: CONFIG_STALE_MS }),
  /** Several dictionaries in one call; the same codes share one cache entry whoever asks. */
  dictBatch: (dictTypeCodes: readonly string[]) => {
    const codes = [...dictTypeCodes].sort();
    return queryOptions({
      queryKey: configKeys.custom('dicts', codes),
      queryFn: () => getDictBatch(codes),
      staleTime: CONFIG_STALE_MS,
    });
  },
};
