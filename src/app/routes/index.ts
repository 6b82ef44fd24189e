import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '@/lib/auth/token';
import { isBusinessName, type BusinessName } from '@/lib/config/business';
import { DEFAULT_RECRUIT_TYPE } from '@/lib/config/recruit-types';
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

/** The business and route entry of a path `/{base}/{business}/…`, or `undefined` for a path that names no page. */
export function routeAt(pathname: string): { business: BusinessName; entry: RouteEntry } | undefined {
  const parts = splitAppPath(pathname);
  if (!parts?.rest || !isBusinessName(parts.business)) return undefined;
  const entry = matchRoute(TABLES[parts.business], parts.rest);
  return entry && { business: parts.business, entry };
}

/**
 * Loads the code of the page at `pathname` ahead of the first render, for a first screen from HTML
 * (docs/decisions/080), with what its query `search` shows (the open tab, docs/decisions/133); nothing for a path that
 * names no page.
 */
export async function preloadPageAt(pathname: string, search = ''): Promise<void> {
  const entry = routeAt(pathname)?.entry;
  if (!entry) return;
  await Promise.all([entry.preload(), entry.preloadFor?.(new URLSearchParams(search))]);
}

/**
 * Starts the page's server calls (its route's `prefetch`) with what the route knows: its recruit type, the query and
 * whether the business is signed in. Safe to repeat: a prefetch of a query in flight or fresh sends nothing.
 */
export function startPagePrefetch(entry: RouteEntry, business: BusinessName, client: QueryClient, search: string): void {
  entry.prefetch?.({
    client,
    recruitType: entry.recruitType ?? DEFAULT_RECRUIT_TYPE,
    query: new URLSearchParams(search),
    signedIn: getToken(business) !== undefined,
  });
}
