import type { PageQuery } from './common';

/** Activity status (rule STATE-7): 1 not started, 2 in progress, 3 finished. */
export type ActivityStatus = 1 | 2 | 3;
/** Talk format (rule STATE-8): 0 offline, 1 online. */
export type TalkFormat = 0 | 1;

/** A city on a campus activity line (cities where special sessions and talks take place). */
export interface ActivityCity {
  code: string;
  name: string;
}

export interface ActivityListQuery {
  cityCode?: string;
  status?: ActivityStatus;
}

/** A campus special-session activity. */
export interface Activity {
  id: string;
  name: string;
  status: ActivityStatus;
  /** YYYY-MM-DD HH:mm:ss */
  startTime: string;
  endTime: string;
  cityCodes: string[];
  cityNames: string[];
  description: string;
  /** null when the server sent no figure ("--"). */
  positionCount: number | null;
  /** Deliveries allowed per candidate in this activity. */
  deliveryLimit: number;
}

/** The signed-in candidate's delivery allowance in an activity. */
export interface ActivityDeliveryLimit {
  activityId: string;
  limit: number;
  used: number;
  remaining: number;
}

/** Announcement type: 1 notice (公告), 2 Q&A (问答). */
export type AnnouncementType = 1 | 2;

export interface AnnouncementQuery extends PageQuery {
  type?: AnnouncementType;
}

export interface AnnouncementSummary {
  id: string;
  type: AnnouncementType;
  title: string;
  summary: string;
  /** YYYY-MM-DD HH:mm:ss */
  publishTime: string;
  isTop: boolean;
}

/** An announcement with its rich HTML body (sanitise before rendering). */
export interface AnnouncementDetail extends AnnouncementSummary {
  content: string;
}

export interface CareerTalkQuery extends PageQuery {
  cityCode?: string;
  talkFormat?: TalkFormat;
  /** 1 upcoming, 2 today, 3 past (the talk's activity status, rule STATE-7). */
  status?: ActivityStatus;
}

/** One stop of the career-talk route. */
export interface CareerTalk {
  id: string;
  school: string;
  cityCode: string;
  cityName: string;
  /** Venue for offline talks; empty online. */
  address: string;
  /** YYYY-MM-DD HH:mm:ss */
  startTime: string;
  talkFormat: TalkFormat;
  /** Live-stream link for online talks. */
  liveUrl: string;
  /** null when unknown ("--"). */
  status: ActivityStatus | null;
}
