import dayjs from 'dayjs';
import { TRACKING_PATHS, type TrackingPayload, type TrackingRecruitTypeCode } from './contract';
import { browserId } from '@/lib/auth/browser-id';
import { businessInfoFromPath, type BusinessInfo } from '@/lib/config/business';
import { postKeepAlive } from '@/lib/http/keep-alive';
import { authorizationOf, clientCodeOf, tenantId } from '@/lib/http/request-context';
import { usePageHistoryStore } from './page-history';
import { analyticsAdapter } from './analytics';

/** Tracking's recruit type code: school, else social (shop included) (rule TRACK-2). */
export function trackingRecruitTypeCodeOf(info: BusinessInfo): TrackingRecruitTypeCode {
  return info.recruitType === 'school' ? 'school' : 'social';
}

/** The context every event carries (rule TRACK-6): recruit type, channel, platform, pages, time fields. */
export function trackingContext(info: BusinessInfo, pageName?: string): Record<string, unknown> {
  const { current, previous } = usePageHistoryStore.getState();
  const page = pageName ?? current ?? '';
  const now = dayjs();
  return {
    recruitType: info.recruitType ?? '',
    portalChannel: 'other',
    visitPlatform: 'web',
    pageName: page,
    previousPageName: (current === page ? previous : current) ?? '',
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
 * `content` may carry `pageName` to override the context's current page.
 */
export async function trackEvent(eventType: string, content: Record<string, unknown> = {}): Promise<void> {
  try {
    const info = businessInfoFromPath(window.location.pathname);
    const pageName = typeof content.pageName === 'string' ? content.pageName : undefined;
    const payload: TrackingPayload = {
      eventType,
      content: { ...trackingContext(info, pageName), ...content },
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
