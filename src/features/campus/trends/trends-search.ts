import type { ActivityStatus, TalkFormat } from '@/api/campus';
import { parsePage } from '@/lib/routing';

/** The trends page's tabs (rule CAMPUS-4), each its own address: `trends?tab=…`. */
export const TRENDS_TABS = [
  { key: 'process', label: '招聘流程' },
  { key: 'talks', label: '宣讲总览' },
  { key: 'notices', label: '公告专区' },
  { key: 'qa', label: '问答专区' },
] as const;

export type TrendsTab = (typeof TRENDS_TABS)[number]['key'];

export const DEFAULT_TAB: TrendsTab = 'process';

/** The tab a `?tab=` value names; a missing or unknown one opens the recruitment process. */
export function parseTab(value: string | null): TrendsTab {
  return TRENDS_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
}

export function tabLabel(tab: TrendsTab): string {
  return TRENDS_TABS.find((item) => item.key === tab)?.label ?? '';
}

/** The talk overview's filters as they sit in the address: `city`, `format` (0 | 1), `status` (1 | 2 | 3), `page`. */
export interface TalkFilters {
  cityCode?: string;
  talkFormat?: TalkFormat;
  status?: ActivityStatus;
  page: number;
}

function parseFormat(value: string | null): TalkFormat | undefined {
  return value === '0' || value === '1' ? (Number(value) as TalkFormat) : undefined;
}

function parseStatus(value: string | null): ActivityStatus | undefined {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as ActivityStatus) : undefined;
}

export function parseTalkFilters(params: URLSearchParams): TalkFilters {
  return {
    cityCode: params.get('city')?.trim() || undefined,
    talkFormat: parseFormat(params.get('format')),
    status: parseStatus(params.get('status')),
    page: parsePage(params.get('page')),
  };
}

/** Whether any filter narrows the talks (the page number aside). */
export function isFiltered(filters: TalkFilters): boolean {
  return filters.cityCode !== undefined || filters.talkFormat !== undefined || filters.status !== undefined;
}

/** Keys the layout keeps in every address (rule LINK-2): carried over, so a switch is one navigation, not two. */
const LAYOUT_KEYS = ['frontRecruitType'];

/**
 * The address query of a tab with its own values (another tab's values are not carried over), keeping the layout's
 * keys of the `current` query.
 */
export function tabQuery(
  tab: TrendsTab,
  values: Record<string, string | number | undefined> = {},
  current?: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams();
  if (tab !== DEFAULT_TAB) query.set('tab', tab);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  for (const key of LAYOUT_KEYS) {
    const kept = current?.get(key);
    if (kept) query.set(key, kept);
  }
  return query;
}

export function talkFiltersQuery(filters: TalkFilters, current?: URLSearchParams): URLSearchParams {
  return tabQuery(
    'talks',
    { city: filters.cityCode, format: filters.talkFormat, status: filters.status, page: filters.page },
    current,
  );
}
