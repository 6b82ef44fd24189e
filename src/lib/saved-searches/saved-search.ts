import { isRecruitType, type RecruitType } from '@/lib/config/business';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from './messages';

/** The filters of a job list a saved search keeps: whatever the list's URL holds, except the page. */
export interface SavedSearchFilters {
  recruitType: RecruitType;
  /** A typed keyword or a hot word (the list treats both as the keyword). */
  keyword: string;
  cityCode: string;
  functionCode: string;
  targetDepart: string;
}

/** One saved search of one user (docs/decisions/070). */
export interface SavedSearch {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  /** When it was saved or last opened (ms since epoch). */
  openedAt: number;
  /** The local day (YYYY-MM-DD) of `openedAt`: the jobs carry a publish day, not a time. */
  openedDay: string;
  /**
   * The ids of the jobs published on `openedDay` that the search already had when it was opened. `null`: not known
   * (yet) — every job of that day then counts as seen, so the count never claims a job the user has seen.
   */
  seenIds: string[] | null;
}

export { SAVED_SEARCH_LIMIT, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX };

const FILTER_KEYS = ['keyword', 'cityCode', 'functionCode', 'targetDepart'] as const;

/** The filters with surrounding spaces trimmed, so the same search typed twice is the same search. */
export function normaliseFilters(filters: SavedSearchFilters): SavedSearchFilters {
  return {
    recruitType: filters.recruitType,
    keyword: filters.keyword.trim(),
    cityCode: filters.cityCode.trim(),
    functionCode: filters.functionCode.trim(),
    targetDepart: filters.targetDepart.trim(),
  };
}

/** Whether two searches ask for the same jobs. */
export function sameFilters(a: SavedSearchFilters, b: SavedSearchFilters): boolean {
  const x = normaliseFilters(a);
  const y = normaliseFilters(b);
  return x.recruitType === y.recruitType && FILTER_KEYS.every((key) => x[key] === y[key]);
}

/** The labels of the filter codes, as the list's option trees name them (missing: the code is left out). */
export interface FilterLabels {
  recruitTypeLabel: string;
  city?: string;
  function?: string;
  depart?: string;
}

/** A default name made of the filters, e.g. "上海 · 店长"; no filter at all: "社会招聘 · 全部职位". */
export function defaultSearchName(filters: SavedSearchFilters, labels: FilterLabels): string {
  const { keyword } = normaliseFilters(filters);
  const parts = [labels.city, keyword, labels.function, labels.depart].filter((part): part is string => Boolean(part));
  const name = parts.length > 0 ? parts.join(' · ') : `${labels.recruitTypeLabel} · 全部职位`;
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** The message a name is refused with, or undefined when it is fine. */
export function validateSearchName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return SAVED_SEARCH_MESSAGES.nameEmpty;
  if ([...trimmed].length > SAVED_SEARCH_NAME_MAX) return SAVED_SEARCH_MESSAGES.nameTooLong;
  return undefined;
}

/** The local day of a time, YYYY-MM-DD (the jobs' `publishDate` format). */
export function localDay(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type SaveOutcome =
  | { ok: true; list: SavedSearch[]; search: SavedSearch }
  | { ok: false; reason: 'limit' | 'duplicate'; message: string; list: SavedSearch[] };

/**
 * Adds a search (newest first). Refused, with the list unchanged: a search with the same filters (it is already
 * there) or a full list (`SAVED_SEARCH_LIMIT`).
 */
export function addSavedSearch(
  list: SavedSearch[],
  filters: SavedSearchFilters,
  { name, now, id }: { name: string; now: number; id: string },
): SaveOutcome {
  if (list.some((search) => sameFilters(search.filters, filters))) {
    return { ok: false, reason: 'duplicate', message: SAVED_SEARCH_MESSAGES.duplicate, list };
  }
  if (list.length >= SAVED_SEARCH_LIMIT) return { ok: false, reason: 'limit', message: SAVED_SEARCH_MESSAGES.limit, list };
  const search: SavedSearch = {
    id,
    name: name.trim() || id,
    filters: normaliseFilters(filters),
    openedAt: now,
    openedDay: localDay(now),
    seenIds: null,
  };
  return { ok: true, list: [search, ...list], search };
}

export type RenameOutcome = { ok: true; list: SavedSearch[] } | { ok: false; message: string; list: SavedSearch[] };

/** Renames a search; an empty or too long name is refused with its message and nothing changes. */
export function renameSavedSearch(list: SavedSearch[], id: string, name: string): RenameOutcome {
  const message = validateSearchName(name);
  if (message) return { ok: false, message, list };
  return { ok: true, list: list.map((search) => (search.id === id ? { ...search, name: name.trim() } : search)) };
}

export function deleteSavedSearch(list: SavedSearch[], id: string): SavedSearch[] {
  return list.filter((search) => search.id !== id);
}

/** The search was opened now: its "new" count starts again from zero (the day's jobs count as seen until known). */
export function markOpened(list: SavedSearch[], id: string, now: number): SavedSearch[] {
  return list.map((search) =>
    search.id === id ? { ...search, openedAt: now, openedDay: localDay(now), seenIds: null } : search,
  );
}

/** A job as the count needs it. */
export interface PublishedJob {
  id: string;
  /** YYYY-MM-DD */
  publishDate: string;
}

/**
 * After opening at `openedAt`, the search's first page arrived: the jobs of the opening day on it are the ones seen.
 * Ignored when the search was opened again since (`openedAt` differs).
 */
export function recordSeen(list: SavedSearch[], id: string, openedAt: number, jobs: PublishedJob[]): SavedSearch[] {
  return list.map((search) =>
    search.id === id && search.openedAt === openedAt
      ? { ...search, seenIds: jobs.filter((job) => job.publishDate === search.openedDay).map((job) => job.id) }
      : search,
  );
}

/**
 * How many of `jobs` (the search's newest jobs, newest first) were published since the search was last opened: a
 * later day, or its opening day but not among the jobs it had then.
 */
export function countNewSince(jobs: PublishedJob[], search: Pick<SavedSearch, 'openedDay' | 'seenIds'>): number {
  const seen = search.seenIds === null ? undefined : new Set(search.seenIds);
  return jobs.filter(
    (job) =>
      job.publishDate > search.openedDay || (job.publishDate === search.openedDay && seen !== undefined && !seen.has(job.id)),
  ).length;
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function isFilters(value: unknown): value is SavedSearchFilters {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isText(record.recruitType) && isRecruitType(record.recruitType) && FILTER_KEYS.every((key) => isText(record[key]));
}

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    isText(record.id) &&
    isText(record.name) &&
    isFilters(record.filters) &&
    typeof record.openedAt === 'number' &&
    isText(record.openedDay) &&
    (record.seenIds === null || (Array.isArray(record.seenIds) && record.seenIds.every(isText)))
  );
}

/** Whether a stored value is a list of saved searches (another version's or a hand-edited value is not). */
export function isSavedSearchList(value: unknown): value is SavedSearch[] {
  return Array.isArray(value) && value.length <= SAVED_SEARCH_LIMIT && value.every(isSavedSearch);
}
