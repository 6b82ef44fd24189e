import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { pagedQueryOptions } from './paged-query';
import { fillPath } from './path';
import type { Paged } from './types/common';
import type {
  Activity,
  ActivityCity,
  ActivityDeliveryLimit,
  ActivityListQuery,
  AnnouncementDetail,
  AnnouncementQuery,
  AnnouncementSummary,
  CareerTalk,
  CareerTalkQuery,
} from './types/campus';
import * as schemas from './schemas/campus';

export type * from './types/campus';

export const CAMPUS_PATHS = {
  activityCities: '/activity/line/city_codes',
  activities: '/activity/list',
  /** [sic] "postion": the server's spelling (rule API-10). */
  activityLimit: '/activity/:activityId/postion_candidate/limit',
  announcements: '/announcement/list',
  announcement: '/announcement/:id',
  careerTalks: '/career_talk_route/list',
} as const;

export function getActivityCities(): Promise<ActivityCity[]> {
  return http.get<ActivityCity[]>(CAMPUS_PATHS.activityCities, { schema: schemas.activityCityListSchema });
}

export function getActivities(query: ActivityListQuery = {}): Promise<Activity[]> {
  return http.get<Activity[]>(CAMPUS_PATHS.activities, { params: { ...query }, schema: schemas.activityListSchema });
}

/** Remaining deliveries of the signed-in candidate in an activity. */
export function getActivityDeliveryLimit(activityId: string): Promise<ActivityDeliveryLimit> {
  return http.get<ActivityDeliveryLimit>(fillPath(CAMPUS_PATHS.activityLimit, { activityId }), {
    schema: schemas.activityDeliveryLimitSchema,
  });
}

/** Notices (type 1) or Q&A (type 2), pinned first, newest first. */
export function getAnnouncements(query: AnnouncementQuery = {}): Promise<Paged<AnnouncementSummary>> {
  return http.get<Paged<AnnouncementSummary>>(CAMPUS_PATHS.announcements, {
    params: { ...query },
    schema: schemas.announcementPageSchema,
  });
}

/** One notice. An unknown id is the page's "not found" state, so no toast (`noMessage`): the page shows every failure. */
export function getAnnouncement(id: string): Promise<AnnouncementDetail> {
  return http.get<AnnouncementDetail>(fillPath(CAMPUS_PATHS.announcement, { id }), {
    noMessage: true,
    schema: schemas.announcementDetailSchema,
  });
}

export function getCareerTalks(query: CareerTalkQuery = {}): Promise<Paged<CareerTalk>> {
  return http.get<Paged<CareerTalk>>(CAMPUS_PATHS.careerTalks, { params: { ...query }, schema: schemas.careerTalkPageSchema });
}

// Server state: one definition per resource, one staleness policy.

export const campusKeys = createQueryKeys('campus');

/** Cities of the activity line change with the season, not within a visit. */
const CITY_LINE_STALE_MS = 10 * 60 * 1000;

export const campusQueries = {
  activityCities: () =>
    queryOptions({ queryKey: campusKeys.custom('activityCities'), queryFn: getActivityCities, staleTime: CITY_LINE_STALE_MS }),
  activities: (query: ActivityListQuery = {}) =>
    queryOptions({ queryKey: campusKeys.custom('activities', query), queryFn: () => getActivities(query) }),
  /** Depends on who is signed in: the session's key part keeps one visitor's figure from another's. */
  activityLimit: (activityId: string | undefined, who: string) =>
    queryOptions({
      queryKey: campusKeys.custom('activityLimit', activityId ?? '', who),
      queryFn: () => getActivityDeliveryLimit(activityId ?? ''),
      enabled: Boolean(activityId),
    }),
  announcements: (query: AnnouncementQuery) =>
    pagedQueryOptions(campusKeys.custom('announcements', query), () => getAnnouncements(query)),
  announcement: (id: string | undefined) =>
    queryOptions({
      queryKey: campusKeys.custom('announcement', id ?? ''),
      queryFn: () => getAnnouncement(id ?? ''),
      enabled: Boolean(id),
    }),
  careerTalks: (query: CareerTalkQuery) =>
    pagedQueryOptions(campusKeys.custom('careerTalks', query), () => getCareerTalks(query)),
};
