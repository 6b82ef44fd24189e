import dayjs from 'dayjs';
import { TRACKING_PATHS, type TrackingPayload, type TrackingRecruitTypeCode } from './contract';
import { browserId } from '@/lib/auth/browser-id';
import { businessInfoFromPath, DEFAULT_RECRUIT_TYPE, RECRUIT_TYPE_REGISTRY, type BusinessInfo } from '@/lib/config/business';
import { postKeepAlive } from '@/lib/http/keep-alive';
import { authorizationOf, clientCodeOf, tenantId } from '@/lib/http/request-context';
import { pageEnvName, usePageHistoryStore } from './page-history';
import { analyticsAdapter } from './analytics';
import { portalOf, trackingEventName } from './event-name';

/**
 * The page an event describes, fixed when the page was shown: a page stay is sent once the URL already names the next
 * page, and must still carry the recruit type, ClientCode, token and previous page of the page left (rule TRACK-8).
 */
export interface TrackedPage {
  /** The page's business and recruit type. */
  info: BusinessInfo;
  /** Its tracking page name (rule TRACK-5). */
  pageName: string;
  /** The page-environment name of the page shown before it (rule STATE-3). */
  previousPageName: string;
}

/** Tracking's recruit type code from the registry: school, else social (shop included) (rule TRACK-2). */
export function trackingRecruitTypeCodeOf(info: BusinessInfo): TrackingRecruitTypeCode {
  return RECRUIT_TYPE_REGISTRY[info.recruitType ?? DEFAULT_RECRUIT_TYPE].trackingCode;
}

/** The current page of the page history, as a tracking page name of this business info's portal. */
function currentPageName(info: BusinessInfo): string {
  const prefix = trackingEventName(portalOf(info), '');
  const { current } = usePageHistoryStore.getState();
  return current?.startsWith(prefix) ? current.slice(prefix.length) : '';
}

/** The page before the one named (or, without a name, before the current one) in the page history. */
function previousPageEnvName(info: BusinessInfo, pageName: string | undefined): string {
  const { current, previous } = usePageHistoryStore.getState();
  const onCurrentPage = pageName === undefined || current === pageEnvName(info, pageName);
  return (onCurrentPage ? previous : current) ?? '';
}

/**
 * The context every event carries (rule TRACK-6): recruit type, channel, platform, pages, time fields.
 * `previousPageName` defaults to the page history's.
 */
export function trackingContext(info: BusinessInfo, pageName?: string, previousPageName?: string): Record<string, unknown> {
  const now = dayjs();
  return {
    recruitType: info.recruitType ?? '',
    portalChannel: 'other',
    visitPlatform: 'web',
    pageName: pageName ?? currentPageName(info),
    previousPageName: previousPageName ?? previousPageEnvName(info, pageName),
    eventTime: now.format('YYYY-MM-DD HH:mm:ss'),
    eventTimestamp: now.valueOf(),
    browserId: browserId(),
  };
}

/** The headers of the behaviors call: TenantId, Authorization, ClientCode (CAMPUS for school, else RECRUIT). */
function trackingHeaders(info: BusinessInfo): Record<string, string> {
  const headers: Record<string, string> = { TenantId: tenantId(), ClientCode: clientCodeOf(info) };
  const authorization = authorizationOf(info);
  if (authorization) headers.Authorization = authorization;
  return headers;
}

function warn(error: unknown): void {
  console.warn('埋点上报失败', error);
}

/**
 * Sends a behaviour event: `POST {apiBase}/client/recruit/v1/behaviors` in snake case, with keep-alive
 * so it survives the page closing, and the same event to the analytics adapter. Never rejects and never
 * shows anything: failures are logged ("埋点上报失败") and ignored (rule ERR-8).
 * The event describes `page` when given, else the page of the current URL (`content.pageName` may name it).
 */
export async function trackEvent(eventType: string, content: Record<string, unknown> = {}, page?: TrackedPage): Promise<void> {
  try {
    const info = page?.info ?? businessInfoFromPath(window.location.pathname);
    const pageName = page?.pageName ?? (typeof content.pageName === 'string' ? content.pageName : undefined);
    const payload: TrackingPayload = {
      eventType,
      content: { ...trackingContext(info, pageName, page?.previousPageName), ...content },
      recruitTypeCode: trackingRecruitTypeCodeOf(info),
    };
    try {
      const eventName = typeof content.eventName === 'string' ? content.eventName : eventType;
      analyticsAdapter().track(eventName, { ...payload.content, eventType });
    } catch (error) {
      warn(error);
    }
    await postKeepAlive(TRACKING_PATHS.behaviors, payload, trackingHeaders(info));
  } catch (error) {
    warn(error);
  }
}
