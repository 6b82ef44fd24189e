import type { BusinessName } from '@/lib/config/business';
import { candidateRoutes } from './candidate';
import { interviewRoutes } from './interview';
import type { RouteEntry } from './route-entry';
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
