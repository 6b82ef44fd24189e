/**
 * lib/tracking — behaviour events to the recruit server and a pluggable analytics service (rules TRACK-1–TRACK-11, ERR-8).
 * Tracking never shows anything to the user and never throws.
 */
export {
  analyticsAdapter,
  analyticsSettings,
  initAnalytics,
  setAnalyticsAdapter,
  type AnalyticsAdapter,
  type AnalyticsSettings,
} from './analytics';
export { portalOf, STAFF_TRACKING_PAGES, trackingEventName, type TrackingPortal } from './event-name';
export { loadScript, SDK_LOAD_FAILED } from './load-script';
export { TRACKING_PATHS, type TrackingPayload, type TrackingRecruitTypeCode } from './contract';
export { trackEvent, trackingContext, trackingRecruitTypeCodeOf, type TrackedPage } from './track-event';
export { pageEnvName } from './page-history';
export { MIN_PAGE_STAY_MS, PAGE_EVENT, PAGE_STAY_THROTTLE_MS, usePageTracking, type TrackedRoute } from './use-page-tracking';
