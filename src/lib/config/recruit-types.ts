/**
 * The recruit-type registry (issue 20, docs/decisions/061): one row per recruit type holds every fact that differs by
 * type. Lists of types, label maps, per-type codes and the default type elsewhere read this table; adding a type is
 * one row here plus what the compiler then points at (the `Record<RecruitType, …>` tables of page copy).
 */

export const RECRUIT_TYPE_REGISTRY = {
  social: {
    /** The type's name as the product shows it (menus, home entries, breadcrumbs, records, the interview area). */
    label: '社会招聘',
    /** The job list's heading. */
    listHeading: '社会招聘职位',
    /** The job list's short name in tabs, footers and page titles. */
    listTabLabel: '社招职位',
    /** Place in the candidate's menus (header, home entries, job-list tabs, footers): social, shop, school. */
    menuPosition: 1,
    /** Where the portal's menus send a candidate: the type's job list, or its own home opened in a new window. */
    entryPage: 'job',
    /** Request header ClientCode (rule HTTP-2). */
    clientCode: 'RECRUIT',
    /** Query value recruit_type_code (rule HTTP-3, decision 10). */
    recruitTypeCode: 'social',
    /** A shared link's frontRecruitType (rule LINK-2). */
    frontRecruitCode: 'ATS_RT_001',
    /** The resume type it delivers and edits (01 social, 02 campus, 03 shop). */
    resumeType: '01',
    /** A candidate's delivery page (staff always refer on deliveryResume, rule STAFF-1). */
    deliveryPage: 'deliveryResume',
    /** The server's shop flag: favourites' is_shop (CAND-10) and its list's hot-search type (CONST-6): 1 shop, else 0. */
    isShop: 0,
    /** Tracking's recruit type code (rule TRACK-2). */
    trackingCode: 'social',
    /** Tracking's portal in event names recruit_{portal}_{page} on candidate pages (rules TRACK-3, TRACK-4). */
    trackingPortal: 'social',
  },
  school: {
    label: '校园招聘',
    listHeading: '校园招聘职位',
    listTabLabel: '校招职位',
    menuPosition: 3,
    entryPage: 'home',
    clientCode: 'CAMPUS',
    recruitTypeCode: 'campus',
    frontRecruitCode: 'ATS_RT_002',
    resumeType: '02',
    deliveryPage: 'deliverySchoolResume',
    isShop: 0,
    trackingCode: 'school',
    trackingPortal: 'campus',
  },
  shop: {
    label: '门店招聘',
    listHeading: '门店招聘职位',
    listTabLabel: '门店职位',
    menuPosition: 2,
    entryPage: 'job',
    clientCode: 'RECRUIT',
    recruitTypeCode: 'social',
    frontRecruitCode: 'ATS_RT_001',
    resumeType: '03',
    deliveryPage: 'deliveryResume',
    isShop: 1,
    trackingCode: 'social',
    trackingPortal: 'shop',
  },
} as const satisfies Record<string, RecruitTypeFacts>;

/** What a registry row holds; the unions are the server's (and tracking's) known codes. */
export interface RecruitTypeFacts {
  label: string;
  listHeading: string;
  listTabLabel: string;
  menuPosition: number;
  entryPage: 'job' | 'home';
  clientCode: 'RECRUIT' | 'CAMPUS';
  recruitTypeCode: 'social' | 'campus';
  frontRecruitCode: 'ATS_RT_001' | 'ATS_RT_002';
  resumeType: '01' | '02' | '03';
  deliveryPage: 'deliveryResume' | 'deliverySchoolResume';
  isShop: 0 | 1;
  trackingCode: 'social' | 'school';
  trackingPortal: 'social' | 'campus' | 'shop';
}

export type RecruitType = keyof typeof RECRUIT_TYPE_REGISTRY;

/** The values one fact takes over the registry, e.g. `RecruitTypeFact<'clientCode'>` is 'RECRUIT' | 'CAMPUS'. */
export type RecruitTypeFact<K extends keyof RecruitTypeFacts> = (typeof RECRUIT_TYPE_REGISTRY)[RecruitType][K];

/** Every recruit type, in the product's order (social, school, shop): schemas, route tables, the interview home. */
export const RECRUIT_TYPES = Object.keys(RECRUIT_TYPE_REGISTRY) as readonly RecruitType[];

/** Every recruit type in the candidate's menu order (social, shop, school): header, home entries, tabs, footers. */
export const RECRUIT_TYPES_IN_MENU_ORDER: readonly RecruitType[] = [...RECRUIT_TYPES].sort(
  (a, b) => RECRUIT_TYPE_REGISTRY[a].menuPosition - RECRUIT_TYPE_REGISTRY[b].menuPosition,
);

/**
 * The type a page works for when nothing names one: the user menu's "{recruitType or social}" (NAV-9, NAV-10), an old
 * link's last resort (LINK-2), the staff job list without activeKey, the request and tracking codes of a page without
 * one (HTTP-3, TRACK-2, TRACK-4).
 */
export const DEFAULT_RECRUIT_TYPE: RecruitType = 'social';

/** One fact of every type, keyed by type: `recruitTypeFacts('label')` → { social: '社会招聘', … }. */
export function recruitTypeFacts<K extends keyof RecruitTypeFacts>(
  key: K,
): { [T in RecruitType]: (typeof RECRUIT_TYPE_REGISTRY)[T][K] } {
  return Object.fromEntries(RECRUIT_TYPES.map((type) => [type, RECRUIT_TYPE_REGISTRY[type][key]])) as {
    [T in RecruitType]: (typeof RECRUIT_TYPE_REGISTRY)[T][K];
  };
}

/**
 * The type the server means by a shop flag (favourites' is_shop, a hot word's type): the first type in product order
 * that carries it — 1 shop, 0 social (school shares social's 0 but is never what a bare 0 means).
 */
export function recruitTypeOfShopFlag(flag: RecruitTypeFact<'isShop'>): RecruitType {
  return RECRUIT_TYPES.find((type) => RECRUIT_TYPE_REGISTRY[type].isShop === flag) ?? DEFAULT_RECRUIT_TYPE;
}
