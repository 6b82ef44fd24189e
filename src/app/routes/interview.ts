import { buildRoutes, LOGIN_ROUTE, type RouteEntry, type RouteTable } from './route-entry';

/** How each interview page loads; titles, access and placement are the registry's (`registry/interview.ts`). */
const INTERVIEW_ROUTES = {
  home: { load: () => import('@/features/evaluation/pages/interview-home-page') },
  list: { load: () => import('@/features/evaluation/pages/evaluation-list-page') },
  fillin: { load: () => import('@/features/evaluation/pages/evaluation-fillin-page') },
  login: LOGIN_ROUTE,
} satisfies RouteTable<'interview'>;

/** Every route of the interview business, relative to `/{public_name}/interview`. */
export const interviewRoutes: readonly RouteEntry[] = buildRoutes('interview', INTERVIEW_ROUTES);
