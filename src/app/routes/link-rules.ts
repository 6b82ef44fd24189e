import { FRONT_RECRUIT_CODE, POSITION_TYPE_TO_RECRUIT, isRecruitType, type RecruitType } from '@/lib/config/business';
import { BASE } from '@/lib/config/paths';

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

const FRONT_CODE_TO_RECRUIT: Record<string, RecruitType> = {
  [FRONT_RECRUIT_CODE.social]: 'social',
  [FRONT_RECRUIT_CODE.school]: 'school',
};

/**
 * The recruit type an old link names in its query: positionType (03 social, 01/02 shop) first, as it
 * tells shop from social, then frontRecruitType (ATS_RT_001 social, ATS_RT_002 school).
 */
export function recruitTypeFromQuery(search: string): RecruitType | undefined {
  const query = new URLSearchParams(search);
  const positionType = query.get('positionType');
  if (positionType && POSITION_TYPE_TO_RECRUIT[positionType]) return POSITION_TYPE_TO_RECRUIT[positionType];
  const front = query.get('frontRecruitType');
  return front ? FRONT_CODE_TO_RECRUIT[front] : undefined;
}

/**
 * Rule LINK-1: an old link without the recruit-type segment but with frontRecruitType or positionType in
 * its query is rewritten to include it (`candidate/job` → `candidate/social/job`). Only when the old
 * path is not a route itself and the rewritten one is, so real top-level pages (staff/job) stay.
 * Returns the new path with the original query and hash, or `null` when nothing changes.
 */
export function rewriteOldLink(
  pathname: string,
  search: string,
  isRoute: (business: string, rest: string) => boolean,
  hash = '',
): string | null {
  const parts = splitAppPath(pathname);
  if (!parts?.business || !parts.rest) return null;
  const [first] = parts.rest.split('/');
  if (isRecruitType(first) || isRoute(parts.business, parts.rest)) return null;
  const recruitType = recruitTypeFromQuery(search);
  if (!recruitType) return null;
  const rest = `${recruitType}/${parts.rest}`;
  if (!isRoute(parts.business, rest)) return null;
  return `${BASE}/${parts.business}/${rest}${search}${hash}`;
}

/**
 * Rule LINK-2: the current recruit type is written into the URL as frontRecruitType.
 * Returns the search string to replace the current one with, or `null` when it already carries one.
 */
export function searchWithFrontRecruitType(search: string, recruitType: RecruitType): string | null {
  const query = new URLSearchParams(search);
  if (query.get('frontRecruitType')) return null;
  query.set('frontRecruitType', FRONT_RECRUIT_CODE[recruitType]);
  return `?${query.toString()}`;
}
