import dayjs, { type ConfigType } from 'dayjs';

/** Days in a year, three months, a month and a week (rule CONST-13). */
export const YEAR_DAYS = 365;
export const THREE_MONTHS_DAYS = 90;
export const MONTH_DAYS = 30;
export const WEEK_DAYS = 7;

/** The date format of date-only fields and queries. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The default offset of a derived date: 90 days back (rule CONST-13). */
export const DEFAULT_DATE_OFFSET_DAYS = -THREE_MONTHS_DAYS;

/**
 * The date `days` days from `from` (default today) as 'YYYY-MM-DD';
 * the default, -90, gives the date three months back.
 */
export function offsetDate(days: number = DEFAULT_DATE_OFFSET_DAYS, from?: ConfigType): string {
  return dayjs(from).add(days, 'day').format(DATE_FORMAT);
}

/** A date as `format` (default 'YYYY-MM-DD'), or "--" when it is missing or invalid. */
export function formatDate(value: ConfigType, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '--';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '--';
}

/**
 * Orders two of the server's times ('YYYY-MM-DD HH:mm:ss', every field at its full width) earliest first, by their
 * characters' codes: for texts of one fixed-width format, that is the time order. Not `localeCompare`, which orders
 * them the same but whose first call in a page loads the browser's collation data — 12–33 ms on a fresh page of the
 * bench machine, inside the render of the answer that is sorted (docs/decisions/100).
 */
export function compareServerTimes(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
