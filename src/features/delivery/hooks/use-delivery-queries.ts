import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliverResume, type DeliveryQuery } from '@/api/delivery';
import { getPositionDetail } from '@/api/positions';
import { getMyResume, RESUME_TYPE_OF_RECRUIT } from '@/api/resume';
import type { RecruitType } from '@/lib/config/business';
import { createQueryKeys } from '@/lib/http/query-client';

// Same keys as the jobs and resume features use, so their caches are shared (not their code).
const positionKeys = createQueryKeys('positions');
const resumeKeys = createQueryKeys('resume');

/** The position demand being applied for. */
export function usePositionDetail(id: string | undefined) {
  return useQuery({ queryKey: positionKeys.detail(id ?? ''), queryFn: () => getPositionDetail(id ?? ''), enabled: Boolean(id) });
}

/** The signed-in candidate's resume for this recruit type (null when there is none yet). */
export function useOnlineResume(recruitType: RecruitType, enabled: boolean) {
  const resumeType = RESUME_TYPE_OF_RECRUIT[recruitType];
  return useQuery({ queryKey: resumeKeys.custom('mine', resumeType), queryFn: () => getMyResume(resumeType), enabled });
}

/** Delivers the resume; a recorded delivery refreshes the application records. */
export function useDeliverResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: DeliveryQuery) => deliverResume(query),
    onSuccess: (result) => {
      if (result.sendStatus === 0) void client.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
