import { useEffect } from 'react';
import { businessInfoFromPath } from '@/lib/config/business';
import { usePageHistoryStore } from './page-history';
import { portalOf, trackingEventName } from './event-name';
import { trackEvent } from './track-event';

/** A stay is only reported when longer than this (rule TRACK-8). */
export const MIN_PAGE_STAY_MS = 1000;
/** Stay reports closer together than this are one report (pagehide and unmount often fire together). */
export const PAGE_STAY_THROTTLE_MS = 100;

/** Event types of the page events. */
export const PAGE_EVENT = { view: 'page_view', stay: 'page_stay' } as const;

// StrictMode mounts twice in development; one page view per visit is enough.
let lastView: { key: string; at: number } | undefined;
function isRepeatedView(key: string): boolean {
  const now = Date.now();
  const repeated = lastView !== undefined && lastView.key === key && now - lastView.at < PAGE_STAY_THROTTLE_MS;
  lastView = { key, at: now };
  return repeated;
}

/**
 * Page tracking for a page (its tracking page name): records the page in the page history, sends a
 * page view on mount, and a page stay (with page_stay_time) when the page is left — by navigation
 * (unmount) or by closing the tab (pagehide) — if the stay exceeded 1000 ms.
 */
export function usePageTracking(pageName: string): void {
  useEffect(() => {
    if (!pageName) return undefined;
    usePageHistoryStore.getState().push(pageName);
    const eventName = trackingEventName(portalOf(businessInfoFromPath(window.location.pathname)), pageName);
    if (!isRepeatedView(`${window.location.pathname}|${pageName}`)) void trackEvent(PAGE_EVENT.view, { eventName, pageName });

    let shownAt = Date.now();
    let lastStaySentAt = Number.NEGATIVE_INFINITY;
    const reportStay = () => {
      const now = Date.now();
      if (now - lastStaySentAt < PAGE_STAY_THROTTLE_MS) return;
      const stay = now - shownAt;
      if (stay <= MIN_PAGE_STAY_MS) return;
      lastStaySentAt = now;
      shownAt = now;
      void trackEvent(PAGE_EVENT.stay, { eventName, pageName, pageStayTime: stay });
    };
    // A page restored from the back-forward cache starts a new stay.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) shownAt = Date.now();
    };
    window.addEventListener('pagehide', reportStay);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', reportStay);
      window.removeEventListener('pageshow', onPageShow);
      reportStay();
    };
  }, [pageName]);
}
