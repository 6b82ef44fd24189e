import type { BusinessName, RecruitType } from '@/lib/config/business';
import { businessRoute, homePath } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

/** A header navigation tab (rule NAV-5: key, title, path, includePath, isOpenNew). */
export interface HeaderTabItem {
  key: string;
  title: string;
  path: string;
  /** Other paths on which this tab is active too. */
  includePath?: string[];
  /** Opens in a new window. */
  isOpenNew?: boolean;
}

export type HeaderKind = 'candidate' | 'campus' | 'staff' | 'bare';

/** Rule NAV-1: staff or campus (school) get the campus/staff header; social, shop and default the candidate one. */
export function headerKindOf(business: BusinessName, recruitType?: RecruitType): HeaderKind {
  if (business === 'interview') return 'bare';
  if (business === 'staff') return 'staff';
  return recruitType === 'school' ? 'campus' : 'candidate';
}

const JOB_SUB_PAGES = ['jobDetail', 'deliveryResume', 'sendResult'] as const;

/** A tab's include paths are plain paths: the campus job tab also covers `school/deliveryResume`, a page campus lacks. */
function includePathOf(business: BusinessName, recruitType: RecruitType, page: string): string {
  return `${businessRoute(business)}/${recruitType}/${page}`;
}

function candidateJobTab(key: RecruitType, title: string): HeaderTabItem {
  return {
    key,
    title,
    path: pagePath('candidate', 'job', key),
    includePath: JOB_SUB_PAGES.map((page) => includePathOf('candidate', key, page)),
  };
}

export const CANDIDATE_TABS: readonly HeaderTabItem[] = [
  { key: 'home', title: '首页', path: homePath('candidate') },
  candidateJobTab('social', '社会招聘'),
  candidateJobTab('shop', '门店招聘'),
  { key: 'school', title: '校园招聘', path: pagePath('candidate', 'home', 'school'), isOpenNew: true },
];

export const CAMPUS_TABS: readonly HeaderTabItem[] = [
  { key: 'schoolHome', title: '首页', path: pagePath('candidate', 'home', 'school') },
  {
    key: 'schoolJob',
    title: '校招职位',
    path: pagePath('candidate', 'job', 'school'),
    includePath: [...JOB_SUB_PAGES, 'deliverySchoolResume', 'speicalDeliveryResult'].map((page) =>
      includePathOf('candidate', 'school', page),
    ),
  },
  {
    key: 'trends',
    title: '招聘动态',
    path: pagePath('candidate', 'trends', 'school'),
    includePath: [pagePath('candidate', 'noticeDetail', 'school')],
  },
  { key: 'knowMore', title: '了解更多', path: pagePath('candidate', 'knowMore', 'school') },
  { key: 'socialHome', title: '社会招聘', path: homePath('candidate'), isOpenNew: true },
];

const RECRUIT_TYPES: readonly RecruitType[] = ['social', 'school', 'shop'];

export const STAFF_TABS: readonly HeaderTabItem[] = [
  { key: 'staffHome', title: '内推首页', path: homePath('staff') },
  {
    key: 'staffJob',
    title: '内推职位',
    path: pagePath('staff', 'job'),
    includePath: [
      pagePath('staff', 'sendResult'),
      ...RECRUIT_TYPES.flatMap((type) => [pagePath('staff', 'jobDetail', type), pagePath('staff', 'deliveryResume', type)]),
    ],
  },
  { key: 'rank', title: '排行榜', path: pagePath('staff', 'rank') },
];

const TABS_BY_KIND: Record<HeaderKind, readonly HeaderTabItem[]> = {
  candidate: CANDIDATE_TABS,
  campus: CAMPUS_TABS,
  staff: STAFF_TABS,
  bare: [],
};

export function tabsOf(kind: HeaderKind): readonly HeaderTabItem[] {
  return TABS_BY_KIND[kind];
}

/** The key of the tab the path belongs to, or `undefined` when none matches (the tab is cleared). */
export function matchHeaderTab(pathname: string, tabs: readonly HeaderTabItem[]): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((tab) => tab.path === path || tab.includePath?.includes(path))?.key;
}
