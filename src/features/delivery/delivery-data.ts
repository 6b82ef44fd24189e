import { positionQueries } from '@/api/positions';
import { resumeQueries } from '@/api/resume';
import type { PagePrefetch } from '@/lib/routing';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';

/** The delivery page's position and (signed in) online resume, started by its route while the page's code loads. */
export const prefetchDelivery: PagePrefetch = ({ client, query, recruitType, signedIn }) => {
  const id = query.get('id');
  if (id) void client.prefetchQuery(positionQueries.detail(id));
  if (signedIn) void client.prefetchQuery(resumeQueries.mine(RECRUIT_TYPE_REGISTRY[recruitType].resumeType));
};
