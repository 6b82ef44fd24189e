import { prefetchDelivery } from '@/features/delivery/delivery-data';
import { prefetchJobDetail } from '@/features/jobs/job-detail-data';
import { prefetchEditResume } from '@/features/resume/edit-resume-data';
import { buildRoutes, LOGIN_ROUTE, type RouteEntry, type RouteTable } from './route-entry';

const loadDeliveryResume = () => import('@/features/delivery/pages/delivery-resume-page');

/**
 * How each candidate page loads, social, shop and school alike (the recruit type is a parameter); titles, access and
 * placement are the registry's (`registry/candidate.ts`), which recruit types have a page the catalogue's.
 */
const CANDIDATE_ROUTES = {
  home: {
    load: () => import('@/features/jobs/pages/candidate-home-page'),
    perRecruitType: { school: { load: () => import('@/features/campus/pages/campus-home-page') } },
  },
  job: { load: () => import('@/features/jobs/pages/job-list-page') },
  jobDetail: { load: () => import('@/features/jobs/pages/job-detail-page'), prefetch: prefetchJobDetail },
  deliveryResume: { load: loadDeliveryResume, prefetch: prefetchDelivery },
  deliverySchoolResume: { load: loadDeliveryResume, prefetch: prefetchDelivery },
  collectingPosition: { load: () => import('@/features/favourites/pages/favourites-page') },
  applyForTheRecord: { load: () => import('@/features/applications/pages/application-records-page') },
  applyRegistration: { load: () => import('@/features/delivery/pages/apply-registration-page'), exact: false },
  sendResult: { load: () => import('@/features/delivery/pages/send-result-page') },
  registrationResult: { load: () => import('@/features/delivery/pages/registration-result-page') },
  editResume: { load: () => import('@/features/resume/pages/edit-resume-page'), prefetch: prefetchEditResume },
  deliveryTransfer: { load: () => import('@/features/delivery/pages/delivery-transfer-page') },
  trends: {
    load: () => import('@/features/campus/pages/trends-page'),
    preloadFor: (query) => import('@/features/campus/trends/tab-bodies').then((module) => module.preloadTabOf(query)),
  },
  noticeDetail: { load: () => import('@/features/campus/pages/notice-detail-page') },
  about: { load: () => import('@/features/campus/pages/about-page') },
  knowMore: { load: () => import('@/features/campus/pages/know-more-page') },
  speicalDeliveryResult: { load: () => import('@/features/delivery/pages/special-delivery-result-page') },
  modificationRegistration: {
    load: () => import('@/features/campus/pages/modification-registration-page'),
    exact: false,
  },
  login: LOGIN_ROUTE,
} satisfies RouteTable<'candidate'>;

/** Every route of the candidate business, relative to `/{public_name}/candidate`. */
export const candidateRoutes: readonly RouteEntry[] = buildRoutes('candidate', CANDIDATE_ROUTES);
