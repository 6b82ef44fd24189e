/** System config codes of basic_configure (rule CONST-6): salary 2, education 3, hot keyword 17. */
export const CONFIG_TYPE = { salary: 2, education: 3, hotKeyword: 17 } as const;
export type ConfigType = (typeof CONFIG_TYPE)[keyof typeof CONFIG_TYPE];

/**
 * One basic_configure entry. For salary, `code` is the range in yuan `min-max` (max empty = open-ended)
 * and `value` its label; for education, `code` is the education code and `value` its label; for hot
 * keywords, `code` is the hot-search type ('0' social, '1' shop) and `value` a JSON list of words.
 */
export interface ConfigEntry {
  code: string;
  value: string;
  sort?: number;
}

/** Hot-search type: 0 social, 1 shop (rule CONST-6). */
export type HotSearchType = 0 | 1;

/** A hot word parsed from a hot-keyword entry. */
export interface HotWord {
  name: string;
  type: HotSearchType;
}

/** A dictionary item. It counts as enabled when disabled is false, isEnabled is true (rule CONST-21). */
export interface DictItem {
  code: string;
  name: string;
  parentCode?: string;
  sort?: number;
  disabled?: boolean;
  isEnabled?: boolean;
}

/** One dictionary type of a batch_list answer. */
export interface DictGroup {
  dictTypeCode: string;
  items: DictItem[];
}
