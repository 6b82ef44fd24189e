import { resumeQueries } from '@/api/resume';
import { resumeFormQueries } from '@/entities/resume-form/form-queries';
import type { PagePrefetch } from '@/lib/routing';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';

/**
 * The edit-resume page's calls, started by its route while the page's code loads: the resume of the recruit type,
 * the server draft, the form's dictionaries and the city tree (issue 10: they used to start only after the page's
 * ~80 chunks had arrived).
 */
export const prefetchEditResume: PagePrefetch = ({ client, recruitType, signedIn }) => {
  if (!signedIn) return;
  void client.prefetchQuery(resumeQueries.mine(RECRUIT_TYPE_REGISTRY[recruitType].resumeType));
  void client.prefetchQuery(resumeQueries.draft());
  void client.prefetchQuery(resumeFormQueries.dicts());
  void client.prefetchQuery(resumeFormQueries.cityTree());
};
