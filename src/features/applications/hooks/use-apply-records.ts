import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getApplyRecords } from '@/api/applications';
import { createQueryKeys } from '@/lib/http/query-client';

export const applicationKeys = createQueryKeys('applications');
export const APPLY_RECORD_PAGE_SIZE = 10;

/** Every application of the signed-in candidate, whatever the recruit type: one place to follow them all. */
export function useApplyRecords(page: number) {
  return useQuery({
    queryKey: applicationKeys.list({ page }),
    queryFn: () => getApplyRecords({ page, pageSize: APPLY_RECORD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
