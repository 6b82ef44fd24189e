import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import type { Paged } from './types/common';
import type {
  IntegralSummary,
  LinkedBill,
  LinkedBillQuery,
  Ranking,
  RankingQuery,
  RecommendLevel,
  StaffProfile,
} from './types/points';
import * as schemas from './schemas/points';

export type * from './types/points';

/**
 * The referral level names (rule STATE-17): the one place the product names its levels. Every level tag reads them
 * (home card, user card, ranking, my rank), and the mock backend sends them as `recommendLevelName`.
 */
export const LEVEL_NAMES: Record<RecommendLevel, string> = {
  1: '推荐新人',
  2: '推荐达人',
  3: '推荐精英',
  4: '推荐大师',
  5: '推荐王者',
};

export const POINTS_PATHS = {
  bills: '/recommendations/bills',
  integral: '/recommendations/integral',
  ranking: '/recommendations/ranking',
  /** The staff profile (points card); the spec leaves the call unnamed, we use this one. */
  employees: '/recommendations/employees',
} as const;

/** The signed-in staff member's points card. */
export function getStaffProfile(): Promise<StaffProfile> {
  return http.get<StaffProfile>(POINTS_PATHS.employees, { schema: schemas.staffProfileSchema });
}

export function getIntegralSummary(): Promise<IntegralSummary> {
  return http.get<IntegralSummary>(POINTS_PATHS.integral, { schema: schemas.integralSummarySchema });
}

/** The points bill, newest first, each line with its cause. */
export function getIntegralBills(query: LinkedBillQuery = {}): Promise<Paged<LinkedBill>> {
  return http.get<Paged<LinkedBill>>(POINTS_PATHS.bills, { params: { ...query }, schema: schemas.integralBillPageSchema });
}

export function getRanking(query: RankingQuery = {}): Promise<Ranking> {
  return http.get<Ranking>(POINTS_PATHS.ranking, { params: { ...query }, schema: schemas.rankingSchema });
}

// Server state.

export const pointsKeys = createQueryKeys('points');

/** How long the staff profile stays fresh (ms). */
const PROFILE_STALE_MS = 5 * 60_000;

export const pointsQueries = {
  /**
   * The staff profile: the home card's and the header user card's figures. Fresh for five minutes, so the card, the
   * header and the menu opening later share one request (issue 19): the figures change on the server's side only (a
   * hire, a reward), never through anything the staff member does here.
   */
  profile: (enabled = true) =>
    queryOptions({ queryKey: pointsKeys.custom('profile'), queryFn: getStaffProfile, enabled, staleTime: PROFILE_STALE_MS }),
  summary: () => queryOptions({ queryKey: pointsKeys.custom('summary'), queryFn: getIntegralSummary }),
  bills: (query: LinkedBillQuery) => pagedQueryOptions(pointsKeys.custom('bills', query), () => getIntegralBills(query)),
  ranking: (query: RankingQuery) => pagedQueryOptions(pointsKeys.custom('ranking', query), () => getRanking(query)),
};
