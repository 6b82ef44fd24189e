import { http } from '@/lib/http';
import { fillPath } from './path';
import type { Paged } from './types/common';
import type {
  CityNode,
  FunctionNode,
  PositionDetail,
  PositionListQuery,
  PositionSummary,
  TargetDepart,
} from './types/positions';
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
  return http.get<PositionDetail>(fillPath(POSITION_PATHS.detail, { id }), { noMessage: true, schema: schemas.positionDetailSchema });
}

/** Similar open positions for a detail page (at most 6). */
export function getPositionRecommendation(id: string): Promise<PositionSummary[]> {
  return http.get<PositionSummary[]>(fillPath(POSITION_PATHS.recommendation, { id }), { schema: schemas.positionListSchema });
}

/** Hot positions (at most 10), optionally of one recruit type. */
export function getHotPositions(recruitType?: RecruitType): Promise<PositionSummary[]> {
  return http.get<PositionSummary[]>(POSITION_PATHS.hot, { params: recruitType ? { recruitType } : undefined, schema: schemas.positionListSchema });
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
