import type { ReactNode } from 'react';
import { SpecialSessionInfo } from '@/entities/activity/special-session-info';
import { useSpecialSessionApply } from '@/entities/activity/use-special-session-apply';

/** What a special session adds to a job's summary: why one cannot apply (if so) and the session's part. */
export interface SpecialSessionParts {
  block?: string;
  info?: ReactNode;
}

interface SpecialSessionApplyProps {
  activityId: string;
  children: (parts: SpecialSessionParts) => ReactNode;
}

/**
 * The session, the candidate's remaining deliveries and the apply rule of a special session's job (rule CAMPUS-7),
 * handed to the summary that lays them out. Loaded lazily by job-detail-summary.tsx.
 */
export default function SpecialSessionApply({ activityId, children }: SpecialSessionApplyProps) {
  const { lookup, limit, block } = useSpecialSessionApply(activityId);
  return children({ block, info: <SpecialSessionInfo activityId={activityId} lookup={lookup} limit={limit} /> });
}
