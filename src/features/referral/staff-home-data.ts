import { pointsQueries } from '@/api/points';
import type { PagePrefetch } from '@/lib/routing';

/** The staff home's points card, started by its route while the page's code loads. */
export const prefetchStaffHome: PagePrefetch = ({ client, signedIn }) => {
  if (signedIn) void client.prefetchQuery(pointsQueries.profile());
};
