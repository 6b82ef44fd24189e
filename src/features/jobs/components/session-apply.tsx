import type { ReactNode } from 'react';
import { SessionInfo } from '@/entities/activity/session-info';
import { useSessionApply } from '@/entities/activity/use-session-apply';

/** What a special session adds to a job's summary: why one cannot apply (if so) and the session's part. */
export interface SessionParts {
  block?: string;
  info?: ReactNode;
}

interface SessionApplyProps {
  activityId: string;
  children: (parts: SessionParts) => ReactNode;
}

/**
 * The session, the candidate's remaining deliveries and the apply rule of a special session's job (rule CAMPUS-7),
 * handed to the summary that lays them out. Loaded lazily by job-detail-summary.tsx.
 */
export default function SessionApply({ activityId, children }: SessionApplyProps) {
  const { lookup, limit, block } = useSessionApply(activityId);
  return children({ block, info: <SessionInfo activityId={activityId} lookup={lookup} limit={limit} /> });
}
