import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { http } from '@/lib/http';
import type { Paged } from './types/common';
import type { ApplyRecord, ApplyRecordQuery } from './types/applications';
import { applyRecordPageSchema } from './schemas/applications';

export type * from './types/applications';
export { APPLY_END_RESULTS, APPLY_PROGRESS, APPLY_SOURCE_LABEL, APPLY_STAGES } from './types/applications';

export const APPLICATION_PATHS = {
  list: '/candidate/apply_record',
} as const;

/** The signed-in candidate's application records, newest first, each with the stages it reached (issue 22). */
export function getApplyRecords(query: ApplyRecordQuery = {}): Promise<Paged<ApplyRecord>> {
  return http.get<Paged<ApplyRecord>>(APPLICATION_PATHS.list, { params: { ...query }, schema: applyRecordPageSchema });
}

// Server state.

export const applicationKeys = createQueryKeys('applications');

export const applicationQueries = {
  list: (query: ApplyRecordQuery) => pagedQueryOptions(applicationKeys.list(query), () => getApplyRecords(query)),
};
