import type { BusinessName, RecruitType } from '@/lib/config/business';
import { businessRoute, homePath } from '@/lib/config/paths';
import { RECRUIT_TYPE_REGISTRY, RECRUIT_TYPES, RECRUIT_TYPES_IN_MENU_ORDER } from '@/lib/config/recruit-types';
import { pagePath, type PageName } from '@/lib/routing';
import { CANDIDATE_PAGES, pagesOfferedIn, type OfferedPage } from '../routes/registry';

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

/** The tab of a page the registry offers in the header; where it leads and what else it covers are the header's. */
function tabOf<B extends BusinessName>(page: OfferedPage<B>, path: string, includePath?: string[]): HeaderTabItem {
  const tab = page.facts.offeredIn?.tab;
  return {
    key: tab?.key ?? page.page,
    title: tab?.label ?? page.facts.title,
    path,
    ...(includePath ? { includePath } : {}),
    ...(tab?.isOpenNew ? { isOpenNew: true } : {}),
  };
}

/** A cross link to the other candidate site (candidate ↔ campus), titled by the recruit type, in a new window. */
function crossSiteTab(key: string, title: string, path: string): HeaderTabItem {
  return { key, title, path, isOpenNew: true };
}

/** The recruit types of the candidate site (the others have their own site): each has a job tab and footer link. */
export const CANDIDATE_SITE_TYPES = RECRUIT_TYPES_IN_MENU_ORDER.filter((type) => headerKindOf('candidate', type) === 'candidate');

function candidateJobTab(key: RecruitType): HeaderTabItem {
  return {
    key,
    title: RECRUIT_TYPE_REGISTRY[key].label,
    path: pagePath('candidate', 'job', key),
    includePath: JOB_SUB_PAGES.map((page) => includePathOf('candidate', key, page)),
  };
}

/** Rule NAV-5, candidate header: the registry's top-level tabs, the job list of social and shop, the campus site. */
export const CANDIDATE_TABS: readonly HeaderTabItem[] = [
  ...pagesOfferedIn('candidate', 'tab').map((page) => tabOf(page, pagePath('candidate', page.page))),
  ...CANDIDATE_SITE_TYPES.map(candidateJobTab),
  crossSiteTab('school', CANDIDATE_PAGES.home.perRecruitType.school.title, pagePath('candidate', 'home', 'school')),
];

/** What else a campus tab covers. */
const CAMPUS_INCLUDES: Partial<Record<PageName<'candidate'>, string[]>> = {
  job: [...JOB_SUB_PAGES, 'deliverySchoolResume', 'speicalDeliveryResult'].map((page) =>
    includePathOf('candidate', 'school', page),
  ),
  trends: [pagePath('candidate', 'noticeDetail', 'school')],
};

/** Rule NAV-5, campus header: the registry's school tabs, then the social site. */
export const CAMPUS_TABS: readonly HeaderTabItem[] = [
  ...pagesOfferedIn('candidate', 'tab', 'school').map((page) =>
    tabOf(page, pagePath('candidate', page.page, 'school'), CAMPUS_INCLUDES[page.page]),
  ),
  crossSiteTab('socialHome', RECRUIT_TYPE_REGISTRY.social.label, homePath('candidate')),
];

/** What else a staff tab covers: the job tab is active on the job's detail, referral and result too. */
const STAFF_INCLUDES: Partial<Record<PageName<'staff'>, string[]>> = {
  job: [
    pagePath('staff', 'sendResult'),
    ...RECRUIT_TYPES.flatMap((type) => [pagePath('staff', 'jobDetail', type), pagePath('staff', 'deliveryResume', type)]),
  ],
};

/** Rule NAV-5, staff header: the registry's staff tabs. */
export const STAFF_TABS: readonly HeaderTabItem[] = pagesOfferedIn('staff', 'tab').map((page) =>
  tabOf(page, pagePath('staff', page.page), STAFF_INCLUDES[page.page]),
);

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
