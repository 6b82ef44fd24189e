import { queryOptions } from '@tanstack/react-query';
import { createQueryKeys, PREFETCHED_STALE_MS } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { http } from '@/lib/http';
import { fillPath } from './path';
import type { Paged } from './types/common';
import type { CityNode, FunctionNode, PositionDetail, PositionListQuery, PositionSummary, TargetDepart } from './types/positions';
import type { RecruitType } from '@/lib/config/business';
import * as schemas from './schemas/positions';

export type * from './types/positions';

export const POSITION_PATHS = {
  list: '/client/recruit/v1/position_demand',
  hot: '/position_demand/hot',
  functionCode: '/position_demand/function_code',
  cityCode: '/position_demand/city_code',
  targetDepart: '/position_demand/target_depart',
  detail: '/position_demand/:id',
  recommendation: '/position_demand/:id/recommendation',
} as const;

/** A page of position demands matching the query. */
export function getPositionList(query: PositionListQuery = {}): Promise<Paged<PositionSummary>> {
  return http.get<Paged<PositionSummary>>(POSITION_PATHS.list, { params: { ...query }, schema: schemas.positionPageSchema });
}

/**
 * One position demand. An unknown id is the caller's "job not found" state, so the client shows no toast
 * (`noMessage`): callers show every failure themselves.
 */
export function getPositionDetail(id: string): Promise<PositionDetail> {
  return http.get<PositionDetail>(fillPath(POSITION_PATHS.detail, { id }), {
    noMessage: true,
    schema: schemas.positionDetailSchema,
  });
}

/** Similar open positions for a detail page (at most 6). */
export function getPositionRecommendation(id: string): Promise<PositionSummary[]> {
  return http.get<PositionSummary[]>(fillPath(POSITION_PATHS.recommendation, { id }), { schema: schemas.positionListSchema });
}

/** Hot positions (at most 10), optionally of one recruit type (with that type's client code, from any page). */
export function getHotPositions(recruitType?: RecruitType): Promise<PositionSummary[]> {
  return http.get<PositionSummary[]>(POSITION_PATHS.hot, {
    params: recruitType ? { recruitType } : undefined,
    recruitType,
    schema: schemas.positionListSchema,
  });
}

/** The function tree. */
export function getFunctionCodes(): Promise<FunctionNode[]> {
  return http.get<FunctionNode[]>(POSITION_PATHS.functionCode, { schema: schemas.functionTreeSchema });
}

/** The province → city → area tree of places with positions. */
export function getCityCodes(): Promise<CityNode[]> {
  return http.get<CityNode[]>(POSITION_PATHS.cityCode, { schema: schemas.cityTreeSchema });
}

/** Hiring departments. */
export function getTargetDeparts(): Promise<TargetDepart[]> {
  return http.get<TargetDepart[]>(POSITION_PATHS.targetDepart, { schema: schemas.targetDepartListSchema });
}

// Server state: one definition per resource, one staleness policy.

export const positionKeys = createQueryKeys('positions');

/** Reference data (trees, departments) hardly changes within a visit. */
export const REFERENCE_STALE_MS = 10 * 60 * 1000;

export const positionQueries = {
  /** A page of the job list; the old page stays on screen while the next one loads (no skeleton flash). */
  list: (query: PositionListQuery) => pagedQueryOptions(positionKeys.list(query), () => getPositionList(query)),
  /** Fresh for a short while, so a detail its route prefetched is not fetched again when the page mounts. */
  detail: (id: string | undefined) =>
    queryOptions({
      queryKey: positionKeys.detail(id ?? ''),
      queryFn: () => getPositionDetail(id ?? ''),
      enabled: Boolean(id),
      staleTime: PREFETCHED_STALE_MS,
    }),
  recommendation: (id: string | undefined) =>
    queryOptions({
      queryKey: positionKeys.custom('recommendation', id ?? ''),
      queryFn: () => getPositionRecommendation(id ?? ''),
      enabled: Boolean(id),
    }),
  hot: (recruitType?: RecruitType) =>
    queryOptions({ queryKey: positionKeys.custom('hot', recruitType ?? 'all'), queryFn: () => getHotPositions(recruitType) }),
  /** The province → city → area tree, shared by the job filters, the resume form and registration. */
  cityTree: () =>
    queryOptions({ queryKey: positionKeys.custom('cityCode'), queryFn: getCityCodes, staleTime: REFERENCE_STALE_MS }),
  functionTree: () =>
    queryOptions({ queryKey: positionKeys.custom('functionCode'), queryFn: getFunctionCodes, staleTime: REFERENCE_STALE_MS }),
  targetDeparts: () =>
    queryOptions({ queryKey: positionKeys.custom('targetDepart'), queryFn: getTargetDeparts, staleTime: REFERENCE_STALE_MS }),
};
