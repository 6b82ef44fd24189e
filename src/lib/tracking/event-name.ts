import type { BusinessInfo } from '@/lib/config/business';

/** The portals of the tracking plan (rule TRACK-4). */
export type TrackingPortal = 'campus' | 'social' | 'shop' | 'staff';

/** Page names of the staff-only pages named by the spec (the route tables name the others). */
export const STAFF_TRACKING_PAGES = {
  referrerResumeList: 'referrer_resume_list',
  resumeDetail: 'resume_detail',
  rank: 'rank',
  pointsBill: 'points_bill',
  feedback: 'feedback',
} as const;

/** The portal of a business info: staff and interview → staff; school → campus; shop → shop; else social. */
export function portalOf(info: BusinessInfo): TrackingPortal {
  if (info.businessName !== 'candidate') return 'staff';
  if (info.recruitType === 'school') return 'campus';
  if (info.recruitType === 'shop') return 'shop';
  return 'social';
}

/** The event name `recruit_{portal}_{page}` (rule TRACK-3), e.g. `recruit_social_job_list`. */
export function trackingEventName(portal: TrackingPortal, page: string): string {
  return `recruit_${portal}_${page}`;
}
