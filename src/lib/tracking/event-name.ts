import { DEFAULT_RECRUIT_TYPE, RECRUIT_TYPE_REGISTRY, type BusinessInfo, type RecruitTypeFact } from '@/lib/config/business';

/** The portals of the tracking plan (rule TRACK-4): each recruit type's (the registry's), and staff. */
export type TrackingPortal = RecruitTypeFact<'trackingPortal'> | 'staff';

/** Page names of the staff-only pages named by the spec (the route tables name the others). */
export const STAFF_TRACKING_PAGES = {
  referrerResumeList: 'referrer_resume_list',
  resumeDetail: 'resume_detail',
  rank: 'rank',
  pointsBill: 'points_bill',
  feedback: 'feedback',
} as const;

/** The portal of a business info: staff and interview → staff; else the recruit type's (school → campus), else social. */
export function portalOf(info: BusinessInfo): TrackingPortal {
  if (info.businessName !== 'candidate') return 'staff';
  return RECRUIT_TYPE_REGISTRY[info.recruitType ?? DEFAULT_RECRUIT_TYPE].trackingPortal;
}

/** The event name `recruit_{portal}_{page}` (rule TRACK-3), e.g. `recruit_social_job_list`. */
export function trackingEventName(portal: TrackingPortal, page: string): string {
  return `recruit_${portal}_${page}`;
}
