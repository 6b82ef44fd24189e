import { POSITION_TYPE_TO_RECRUIT, isRecruitType, type BusinessName, type RecruitType } from '@/lib/config/business';
import { BASE } from '@/lib/config/paths';
import { DEFAULT_RECRUIT_TYPE, RECRUIT_TYPE_REGISTRY, RECRUIT_TYPES } from '@/lib/config/recruit-types';

/** A pathname split into the business segment and the rest, or `null` when it lies outside the base. */
export interface AppPath {
  business?: string;
  /** The path after `/{public_name}/{business}`, without leading or trailing slashes. */
  rest: string;
}

export function splitAppPath(pathname: string, base: string = BASE): AppPath | null {
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const [business, ...rest] = pathname.slice(base.length).split('/').filter(Boolean);
  return { business, rest: rest.join('/') };
}

/** Whether `rest` (relative to `{base}/{business}`) is a route of that business. */
export type IsRoute = (business: string, rest: string) => boolean;

/**
 * The recruit type a link names in its query (see docs/decisions/031), or `undefined` when it names none:
 * 1. on the job list, a valid `activeKey` (the list's own tab key, rule LINK-3);
 * 2. `frontRecruitType` ATS_RT_002: school (campus positions carry position type codes too, so it beats positionType);
 * 3. `frontRecruitType` ATS_RT_001: shop or social; positionType (01/02 shop, 03 social) tells which;
 * 4. `positionType` alone, only for a link without a recruit-type segment (rule LINK-1).
 * `current` is the path's recruit type: ATS_RT_001 agrees with shop as much as with social, so it keeps either.
 */
export function recruitTypeOfLink(search: string, page: string, current?: RecruitType): RecruitType | undefined {
  const query = new URLSearchParams(search);
  const activeKey = query.get('activeKey') ?? undefined;
  if (page === 'job' && isRecruitType(activeKey)) return activeKey;
  const front = query.get('frontRecruitType');
  // The types sharing the link's frontRecruitType: school alone has ATS_RT_002; social and shop share ATS_RT_001.
  const typesOfFront = RECRUIT_TYPES.filter((type) => RECRUIT_TYPE_REGISTRY[type].frontRecruitCode === front);
  if (typesOfFront.length === 1) return typesOfFront[0];
  const positionType = query.get('positionType');
  const fromPositionType = positionType ? POSITION_TYPE_TO_RECRUIT[positionType] : undefined;
  if (typesOfFront.length > 1) {
    if (current && typesOfFront.includes(current)) return current;
    return fromPositionType ?? DEFAULT_RECRUIT_TYPE;
  }
  // Alone, positionType only places an old link without a segment: under one, the path decides.
  return current ? undefined : fromPositionType;
}

/**
 * Rule LINK-1: an old link without the recruit-type segment but naming a recruit type in its query
 * (`activeKey` on the job list, `frontRecruitType`, `positionType`) is rewritten to include it
 * (`candidate/job?activeKey=shop` → `candidate/shop/job?activeKey=shop`). Only when the old path is not a route
 * itself and the rewritten one is, so real top-level pages (staff/job) stay.
 * Returns the new path with the original query and hash, or `null` when nothing changes.
 */
export function rewriteOldLink(pathname: string, search: string, isRoute: IsRoute, hash = ''): string | null {
  const parts = splitAppPath(pathname);
  if (!parts?.business || !parts.rest) return null;
  const [first] = parts.rest.split('/');
  if (isRecruitType(first) || isRoute(parts.business, parts.rest)) return null;
  const recruitType = recruitTypeOfLink(search, first);
  if (!recruitType) return null;
  const rest = `${recruitType}/${parts.rest}`;
  if (!isRoute(parts.business, rest)) return null;
  return `${BASE}/${parts.business}/${rest}${search}${hash}`;
}

/** The page of a candidate or staff route under a recruit-type segment, as the layout matched it. */
export interface RecruitTypePage {
  business: BusinessName;
  recruitType: RecruitType;
  /** The route's page name (`jobDetail`). */
  pageName: string;
}

/**
 * Rule LINK-2: on a candidate or staff page under a recruit-type segment, the recruit type the link names
 * (`recruitTypeOfLink`) wins over the path's: a shared `…/social/jobDetail?frontRecruitType=ATS_RT_002` moves to
 * `…/school/jobDetail`, so the matching header and list tabs are the active ones. Where the page does not exist under
 * that recruit type, the path stays. Either way the URL ends up carrying the frontRecruitType of its path.
 * Returns the path, query and hash to replace the current ones with, or `null` when nothing changes.
 */
export function alignRecruitType(
  pathname: string,
  search: string,
  page: RecruitTypePage,
  isRoute: IsRoute,
  hash = '',
): string | null {
  if (page.business === 'interview') return null;
  const parts = splitAppPath(pathname);
  if (!parts?.business) return null;
  const [segment, ...pageRest] = parts.rest.split('/');
  if (segment !== page.recruitType) return null;
  const named = recruitTypeOfLink(search, page.pageName, page.recruitType);
  const movedRest = named && named !== page.recruitType ? [named, ...pageRest].join('/') : undefined;
  const target = movedRest && isRoute(parts.business, movedRest) ? named : undefined;

  const query = new URLSearchParams(search);
  const code = RECRUIT_TYPE_REGISTRY[target ?? page.recruitType].frontRecruitCode;
  if (!target && query.get('frontRecruitType') === code) return null;
  query.set('frontRecruitType', code);
  const path = target ? `${BASE}/${parts.business}/${movedRest}` : pathname;
  return `${path}?${query.toString()}${hash}`;
}

/**
 * Rule CAMPUS-9: the spec's address of the campus "我的简历", `deliverySchoolResume?type=updateResume` without a job
 * id, forwards to the resume editor of that recruit type with the same query (entry source updateResume), instead of
 * the delivery page's "请先选择要投递的职位". Returns the new path, or `null`.
 */
export function resumeUpdateRedirect(pathname: string, search: string, hash = ''): string | null {
  const parts = splitAppPath(pathname);
  if (parts?.business !== 'candidate') return null;
  const [segment, page, ...more] = parts.rest.split('/');
  if (!isRecruitType(segment) || page !== 'deliverySchoolResume' || more.length > 0) return null;
  const query = new URLSearchParams(search);
  if (query.get('type') !== 'updateResume' || query.get('id')) return null;
  return `${BASE}/candidate/${segment}/editResume${search}${hash}`;
}
