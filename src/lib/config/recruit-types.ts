/**
 * The recruit-type registry (issue 20, docs/decisions/061): one row per recruit type holds every fact that differs by
 * type. Lists of types, label maps and per-type codes elsewhere read this table; adding a type is one row here plus
 * what the compiler then points at.
 */

export const RECRUIT_TYPE_REGISTRY = {
  social: {
    /** The type's name as the product shows it (breadcrumbs, records, favourites, the interview area). */
    label: '社会招聘',
    /** The job list's heading. */
    listHeading: '社会招聘职位',
    /** Request header ClientCode (rule HTTP-2). */
    clientCode: 'RECRUIT',
    /** Query value recruit_type_code (rule HTTP-3). */
    recruitTypeCode: 'social',
    /** A shared link's frontRecruitType (rule LINK-2). */
    frontRecruitCode: 'ATS_RT_001',
    /** The resume type it delivers and edits (01 social, 02 campus, 03 shop). */
    resumeType: '01',
    /** Tracking's recruit type code (rule TRACK-2). */
    trackingCode: 'social',
  },
  school: {
    label: '校园招聘',
    listHeading: '校园招聘职位',
    clientCode: 'CAMPUS',
    recruitTypeCode: 'campus',
    frontRecruitCode: 'ATS_RT_002',
    resumeType: '02',
    trackingCode: 'school',
  },
  shop: {
    label: '门店招聘',
    listHeading: '门店招聘职位',
    clientCode: 'RECRUIT',
    recruitTypeCode: 'social',
    frontRecruitCode: 'ATS_RT_001',
    resumeType: '03',
    trackingCode: 'social',
  },
} as const satisfies Record<string, RecruitTypeFacts>;

export interface RecruitTypeFacts {
  label: string;
  listHeading: string;
  clientCode: 'RECRUIT' | 'CAMPUS';
  recruitTypeCode: 'social' | 'campus';
  frontRecruitCode: 'ATS_RT_001' | 'ATS_RT_002';
  resumeType: '01' | '02' | '03';
  trackingCode: 'social' | 'school';
}

export type RecruitType = keyof typeof RECRUIT_TYPE_REGISTRY;

/** Every recruit type, in the product's order (social, school, shop). */
export const RECRUIT_TYPES = Object.keys(RECRUIT_TYPE_REGISTRY) as readonly RecruitType[];

/** The type a page works for when nothing names one (rule ROUTE-3's default). */
export const DEFAULT_RECRUIT_TYPE: RecruitType = 'social';

/** One fact of every type, keyed by type: `recruitTypeFacts('label')` → { social: '社会招聘', … }. */
export function recruitTypeFacts<K extends keyof RecruitTypeFacts>(
  key: K,
): { [T in RecruitType]: (typeof RECRUIT_TYPE_REGISTRY)[T][K] } {
  return Object.fromEntries(RECRUIT_TYPES.map((type) => [type, RECRUIT_TYPE_REGISTRY[type][key]])) as {
    [T in RecruitType]: (typeof RECRUIT_TYPE_REGISTRY)[T][K];
  };
}
