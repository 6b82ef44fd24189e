import type { QueryClient } from '@tanstack/react-query';
import type { BusinessName, RecruitType } from '@/lib/config/business';
import { businessRoute } from '@/lib/config/paths';
import { RECRUIT_TYPES } from '@/lib/config/recruit-types';

/** The candidate pages of a social or shop recruit: both recruit types offer the same job and delivery pages. */
const CANDIDATE_JOB_PAGES = [
  'job',
  'jobDetail',
  'deliveryResume',
  'deliverySchoolResume',
  'collectingPosition',
  'applyForTheRecord',
  'applyRegistration',
  'sendResult',
  'registrationResult',
  'editResume',
  'deliveryTransfer',
] as const;

/**
 * The page names of every business, where each page sits: at the business's top level or under a recruit type
 * (rules ROUTE-*, CAND-*, CAMPUS-*, STAFF-*, INTERVIEW-*). The route tables in `app/routes` give each name its
 * loader, title and access; a test keeps the two in step. Page names are the spec's route names.
 */
export const ROUTE_CATALOGUE = {
  candidate: {
    top: ['home', 'login'],
    social: CANDIDATE_JOB_PAGES,
    shop: CANDIDATE_JOB_PAGES,
    school: [
      'job',
      'jobDetail',
      'home',
      'trends',
      'noticeDetail',
      'about',
      'knowMore',
      'applyRegistration',
      'sendResult',
      'registrationResult',
      'speicalDeliveryResult',
      'deliverySchoolResume',
      'collectingPosition',
      'applyForTheRecord',
      'editResume',
      'deliveryTransfer',
      'modificationRegistration',
    ],
  },
  staff: {
    top: [
      'home',
      'login',
      'job',
      'collectingPosition',
      'maintainedResume',
      'myPush',
      'sendResult',
      'editResume',
      'rank',
      'integralBill',
      'feedBack',
    ],
    social: ['jobDetail', 'deliveryResume'],
    school: ['jobDetail', 'deliveryResume'],
    shop: ['jobDetail', 'deliveryResume'],
  },
  interview: {
    top: ['home', 'login'],
    social: ['list', 'fillin'],
    school: ['list', 'fillin'],
    shop: ['list', 'fillin'],
  },
} as const satisfies Record<BusinessName, { top: readonly string[] } & Record<RecruitType, readonly string[]>>;

type Catalogue = typeof ROUTE_CATALOGUE;
type PagesOf<B extends BusinessName> = Catalogue[B][keyof Catalogue[B]];

/** The page names of one business (or of any business), e.g. `PageName<'staff'>` includes `myPush`. */
export type PageName<B extends BusinessName = BusinessName> = B extends BusinessName
  ? PagesOf<B> extends readonly (infer P)[]
    ? P
    : never
  : never;

/** Query values of a page link; empty and undefined values are left out. */
export type PageQuery = Record<string, string | number | undefined>;

function includes(list: readonly string[], page: string): boolean {
  return list.includes(page);
}

/** The recruit-type segment a page link gets: the asked one where the page exists under it, else none or the first. */
function recruitSegmentOf(business: BusinessName, page: string, recruitType: RecruitType | undefined): RecruitType | undefined {
  const catalogue: { top: readonly string[] } & Record<RecruitType, readonly string[]> = ROUTE_CATALOGUE[business];
  if (recruitType && includes(catalogue[recruitType], page)) return recruitType;
  if (includes(catalogue.top, page)) return undefined;
  return RECRUIT_TYPES.find((type) => includes(catalogue[type], page));
}

/** `?a=1&b=2` without empty values, or an empty string. */
export function queryString(query: PageQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The path of a page: `/{public_name}/{business}[/{recruitType}]/{page}[?query]`. The recruit type goes into the
 * path only where the business has the page under it (the staff job list is `/staff/job` whatever the recruit
 * type); a page that exists only under recruit types and is asked for without one gets the first that has it.
 */
export function pagePath<B extends BusinessName>(
  business: B,
  page: PageName<B>,
  recruitType?: RecruitType,
  query?: PageQuery,
): string {
  const segment = recruitSegmentOf(business, page, recruitType);
  return `${businessRoute(business)}${segment ? `/${segment}` : ''}/${page}${queryString(query)}`;
}

/** Whether a business has a page of that name (anywhere). */
export function hasPage(business: BusinessName, page: string): boolean {
  const catalogue: { top: readonly string[] } & Record<RecruitType, readonly string[]> = ROUTE_CATALOGUE[business];
  return includes(catalogue.top, page) || RECRUIT_TYPES.some((type) => includes(catalogue[type], page));
}

/** What a route knows before its page's code has arrived: enough to start the page's calls in parallel with it. */
export interface PrefetchContext {
  client: QueryClient;
  recruitType: RecruitType;
  /** The URL's query (ids of the job, the resume …). */
  query: URLSearchParams;
  /** The business has a valid token (calls that need one may start). */
  signedIn: boolean;
}

/** Starts a page's server calls (TanStack `prefetchQuery`, so the page then finds them in flight or done). */
export type PagePrefetch = (context: PrefetchContext) => void;
