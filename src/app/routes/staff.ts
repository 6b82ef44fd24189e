import { prefetchJobDetail } from '@/features/jobs/job-detail-data';
import { prefetchStaffHome } from '@/features/referral/staff-home-data';
import { buildRoutes, LOGIN_ROUTE, type RouteEntry, type RouteTable } from './route-entry';

/** How each staff page loads; titles, access and placement are the registry's (`registry/staff.ts`). */
const STAFF_ROUTES = {
  home: { load: () => import('@/features/referral/pages/staff-home-page'), prefetch: prefetchStaffHome },
  job: { load: () => import('@/features/jobs/pages/job-list-page') },
  collectingPosition: { load: () => import('@/features/favourites/pages/favourites-page') },
  maintainedResume: { load: () => import('@/features/friend-resume/pages/friend-resumes-page') },
  myPush: { load: () => import('@/features/referral/pages/my-referrals-page') },
  sendResult: { load: () => import('@/features/friend-resume/pages/refer-result-page') },
  editResume: { load: () => import('@/features/friend-resume/pages/edit-friend-resume-page') },
  rank: { load: () => import('@/features/rank/pages/rank-page') },
  integralBill: { load: () => import('@/features/points/pages/points-bill-page') },
  feedBack: { load: () => import('@/features/feedback/pages/feedback-page') },
  jobDetail: { load: () => import('@/features/jobs/pages/job-detail-page'), prefetch: prefetchJobDetail },
  deliveryResume: { load: () => import('@/features/friend-resume/pages/refer-friend-page') },
  login: LOGIN_ROUTE,
} satisfies RouteTable<'staff'>;

/** Every route of the staff business, relative to `/{public_name}/staff`. */
export const staffRoutes: readonly RouteEntry[] = buildRoutes('staff', STAFF_ROUTES);
