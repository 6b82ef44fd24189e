import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHotWords } from '@/api/config';
import {
  getCityCodes,
  getFunctionCodes,
  getHotPositions,
  getPositionDetail,
  getPositionList,
  getPositionRecommendation,
  getTargetDeparts,
  type PositionListQuery,
} from '@/api/positions';
import type { RecruitType } from '@/lib/config/business';
import { createQueryKeys } from '@/lib/http/query-client';

export const positionKeys = createQueryKeys('positions');
const configKeys = createQueryKeys('config');

/** Reference data (trees, departments, hot words) hardly changes within a visit. */
const REFERENCE_STALE_MS = 10 * 60 * 1000;

export function usePositionList(query: PositionListQuery) {
  return useQuery({
    queryKey: positionKeys.list(query),
    queryFn: () => getPositionList(query),
    // Keep the old page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePositionDetail(id: string | undefined) {
  return useQuery({
    queryKey: positionKeys.detail(id ?? ''),
    queryFn: () => getPositionDetail(id ?? ''),
    enabled: Boolean(id),
  });
}

export function usePositionRecommendation(id: string | undefined) {
  return useQuery({
    queryKey: positionKeys.custom('recommendation', id ?? ''),
    queryFn: () => getPositionRecommendation(id ?? ''),
    enabled: Boolean(id),
  });
}

export function useHotPositions(recruitType?: RecruitType) {
  return useQuery({ queryKey: positionKeys.custom('hot', recruitType ?? 'all'), queryFn: () => getHotPositions(recruitType) });
}

export function useCityTree() {
  return useQuery({ queryKey: positionKeys.custom('cityCode'), queryFn: getCityCodes, staleTime: REFERENCE_STALE_MS });
}

export function useFunctionTree() {
  return useQuery({ queryKey: positionKeys.custom('functionCode'), queryFn: getFunctionCodes, staleTime: REFERENCE_STALE_MS });
}

export function useTargetDeparts() {
  return useQuery({ queryKey: positionKeys.custom('targetDepart'), queryFn: getTargetDeparts, staleTime: REFERENCE_STALE_MS });
}

/** Hot words (basic configure 17) of both hot-search types. */
export function useHotWords() {
  return useQuery({ queryKey: configKeys.custom('hotWords'), queryFn: getHotWords, staleTime: REFERENCE_STALE_MS });
}
