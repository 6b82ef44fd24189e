import { Suspense, lazy } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import type { BusinessName } from '@/lib/config/business';

// Result's illustrations are needed only on an unknown path: loaded then, like a page.
const NotFoundPage = lazy(() => import('./not-found-page').then(({ NotFoundPage: Page }) => ({ default: Page })));

/** The 404 page (rule ROUTE-7), its code loaded on the first unknown path; the page skeleton holds its place meanwhile (rule ROUTE-9). */
export function LazyNotFoundPage({ business }: { business: BusinessName }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundPage business={business} />
    </Suspense>
  );
}
