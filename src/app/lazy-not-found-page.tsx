import { Suspense, lazy } from 'react';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import type { BusinessName } from '@/lib/config/business';

// Result's illustrations are needed only on an unknown path: loaded then, like a page.
const NotFoundPage = lazy(() => import('./not-found-page').then(({ NotFoundPage: Page }) => ({ default: Page })));

/** The 404 page (rule ROUTE-7), its code loaded on the first unknown path; the placeholder keeps the footer in place. */
export function LazyNotFoundPage({ business }: { business: BusinessName }) {
  return (
    <Suspense fallback={<div style={{ minHeight: PAGE_MIN_HEIGHT }} />}>
      <NotFoundPage business={business} />
    </Suspense>
  );
}
