import type { ReactNode } from 'react';
import { useActivity } from '@/entities/activity/use-activity';
import { metaDescription, usePageHead } from '@/lib/seo';
import { SpecialSessionBand } from './special-session-band';
import { SpecialSessionBanner } from './special-session-banner';

interface SpecialSessionViewProps {
  activityId: string;
  allJobsPath: string;
  bandClassName: string;
  /** The session's jobs (filters and results), left out when the session does not exist. */
  children: ReactNode;
}

/**
 * A special session's job list (rule CAMPUS-7, docs/decisions/047): the session's banner over its jobs. Loaded lazily
 * by the job list: only a session's list needs it.
 */
export default function SpecialSessionView({ activityId, allJobsPath, bandClassName, children }: SpecialSessionViewProps) {
  const lookup = useActivity(activityId);
  // The session's own title and description over the campus list's (issue 22). The description is plain text (the
  // banner shows it as text), so no HTML is read here.
  const { name = '', description = '' } = lookup.activity ?? {};
  usePageHead(name.trim() ? { title: `${name.trim()} - 校招专场`, description: metaDescription(description) } : undefined);
  return (
    <>
      <SpecialSessionBand className={bandClassName} leaveTo={lookup.missing ? undefined : allJobsPath}>
        <SpecialSessionBanner lookup={lookup} allJobsPath={allJobsPath} />
      </SpecialSessionBand>
      {!lookup.missing && children}
    </>
  );
}
