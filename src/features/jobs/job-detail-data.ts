import { positionQueries } from '@/api/positions';
import type { PagePrefetch } from '@/lib/routing';

/** The job detail's position, started by its route while the page's code loads. */
export const prefetchJobDetail: PagePrefetch = ({ client, query }) => {
  const id = query.get('id');
  if (id) void client.prefetchQuery(positionQueries.detail(id));
};
