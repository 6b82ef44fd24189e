import type { RecruitTypeFact } from '@/lib/config/recruit-types';

/** The behaviour-tracking contract: lib/tracking posts it itself (keep-alive fetch on page close). */
export const TRACKING_PATHS = {
  behaviors: '/client/recruit/v1/behaviors',
} as const;

/** Tracking recruit type code: school or social (rule TRACK-2), as the recruit-type registry gives them. */
export type TrackingRecruitTypeCode = RecruitTypeFact<'trackingCode'>;

/** The tracking payload as the app builds it; it travels in snake case (event_type, recruit_type_code). */
export interface TrackingPayload {
  eventType: string;
  content: Record<string, unknown>;
  recruitTypeCode: TrackingRecruitTypeCode;
}
