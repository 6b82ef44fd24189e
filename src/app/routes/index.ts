import { isBusinessName, type BusinessName } from '@/lib/config/business';
import { candidateRoutes } from './candidate';
import { interviewRoutes } from './interview';
import { splitAppPath } from './link-rules';
import { matchRoute, type RouteEntry } from './route-entry';
import { staffRoutes } from './staff';

export type { RouteEntry } from './route-entry';
export { matchRoute } from './route-entry';

const TABLES: Record<BusinessName, readonly RouteEntry[]> = {
  candidate: candidateRoutes,
  staff: staffRoutes,
  interview: interviewRoutes,
};

/** The route table of a business. */
export function routesFor(business: BusinessName): readonly RouteEntry[] {
  return TABLES[business];
}

/**
 * Loads the code of the page at `pathname` (`/{base}/{business}/…`) ahead of the first render, for a first screen
 * from HTML (docs/decisions/080); nothing for a path that names no page.
 */
export function preloadPageAt(pathname: string): Promise<void> {
  const parts = splitAppPath(pathname);
  if (!parts || !isBusinessName(parts.business)) return Promise.resolve();
  return matchRoute(TABLES[parts.business], parts.rest)?.preload() ?? Promise.resolve();
}
