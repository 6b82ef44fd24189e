import type { Activity, AnnouncementQuery, AnnouncementSummary, CareerTalk, CareerTalkQuery } from '@/api/campus';
import { compareServerTimes } from '@/lib/format';

/**
 * What campus home shows of the season: which calls it makes and how it picks from their answers. The calls are the
 * shared ones of `api/campus` (the trends and special-session pages read the same resources).
 */

/** How many talks and notices the home shows: a short look ahead, the rest is on the trends page. */
export const SHOWN_TALKS = 3;
export const SHOWN_NOTICES = 3;

/** Every special session: the home leaves the finished ones out itself (one call, whatever the statuses). */
export const SPECIAL_SESSIONS_QUERY = {} as const;

/** Talks of today (status 2) and upcoming talks (status 1): each is enough to fill the list alone. */
export const TODAY_TALKS_QUERY: CareerTalkQuery = { status: 2, page: 1, pageSize: SHOWN_TALKS };
export const UPCOMING_TALKS_QUERY: CareerTalkQuery = { status: 1, page: 1, pageSize: SHOWN_TALKS };

/**
 * The first page of notices as the notice area asks for it: the server puts pinned notices first, so the home takes
 * a page and picks the newest itself (a notice pinned months ago is not "latest").
 */
export const NOTICES_QUERY: AnnouncementQuery = { type: 1, page: 1, pageSize: 10 };

const IN_PROGRESS_FIRST: Record<number, number> = { 2: 0, 1: 1 };

/** Sessions still open to a graduate — in progress first, then those about to start, each by start date. */
export function currentSpecialSessions(activities: readonly Activity[]): Activity[] {
  return activities
    .filter((activity) => activity.status === 1 || activity.status === 2)
    .sort(
      (a, b) =>
        (IN_PROGRESS_FIRST[a.status] ?? 2) - (IN_PROGRESS_FIRST[b.status] ?? 2) || compareServerTimes(a.startTime, b.startTime),
    );
}

/** The next talks: today's, then the upcoming ones, by start time. */
export function nextTalks(today: readonly CareerTalk[], upcoming: readonly CareerTalk[]): CareerTalk[] {
  // A talk that moved from upcoming to today between the two answers is listed once.
  const byId = new Map([...upcoming, ...today].map((talk) => [talk.id, talk]));
  return [...byId.values()]
    .sort((a, b) => (b.status ?? 0) - (a.status ?? 0) || compareServerTimes(a.startTime, b.startTime))
    .slice(0, SHOWN_TALKS);
}

/** The newest notices by publish time, pinned or not. */
export function latestNotices(notices: readonly AnnouncementSummary[]): AnnouncementSummary[] {
  return [...notices].sort((a, b) => compareServerTimes(b.publishTime, a.publishTime)).slice(0, SHOWN_NOTICES);
}
