import type { Page, Request } from '@playwright/test';

/** The behaviour-event call of lib/tracking (TRACKING_PATHS.behaviors under the main API base). */
export const BEHAVIORS_PATH = '/client/recruit/v1/behaviors';

/** A tracking event as it travels: snake_case keys. */
export interface SentEvent {
  body: Record<string, unknown>;
  eventType: string;
  content: Record<string, unknown>;
  request: Request;
}

function isBehaviorPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith(BEHAVIORS_PATH);
}

/**
 * Records the tracking POSTs of a page (keep-alive fetches, seen like any other request) from now on,
 * and the ones that failed.
 */
export function recordTracking(page: Page): { events: SentEvent[]; failed: Request[] } {
  const events: SentEvent[] = [];
  const failed: Request[] = [];
  page.on('request', (request) => {
    if (!isBehaviorPost(request)) return;
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    const content = (body.content ?? {}) as Record<string, unknown>;
    events.push({ body, eventType: String(body.event_type ?? ''), content, request });
  });
  page.on('requestfailed', (request) => {
    if (isBehaviorPost(request)) failed.push(request);
  });
  return { events, failed };
}

/** Every object key in a JSON value, at any depth. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

/** Events of a type for a page name (content.page_name). */
export function eventsOf(events: SentEvent[], eventType: string, pageName: string): SentEvent[] {
  return events.filter((event) => event.eventType === eventType && event.content.page_name === pageName);
}
