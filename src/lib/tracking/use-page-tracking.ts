import { useEffect } from 'react';
import { whenIdle } from '@/lib/format';
import { businessInfoFromPath, businessInfoOf, type BusinessName, type RecruitType } from '@/lib/config/business';
import { pageEnvName, usePageHistoryStore } from './page-history';
import { trackEvent, type TrackedPage } from './track-event';

/** A stay is only reported when longer than this (rule TRACK-8). */
export const MIN_PAGE_STAY_MS = 1000;
/** Stay reports closer together than this are one report (pagehide and unmount often fire together). */
export const PAGE_STAY_THROTTLE_MS = 100;

/** A page view is reported once the browser is idle after the page renders, and at the latest this long after. */
export const PAGE_VIEW_IDLE_TIMEOUT_MS = 1000;

/** Event types of the page events. */
export const PAGE_EVENT = { view: 'page_view', stay: 'page_stay' } as const;

/** The route a page is mounted on: its business and recruit type. */
export interface TrackedRoute {
  business: BusinessName;
  recruitType?: RecruitType;
}

// StrictMode mounts twice in development; one page view per visit is enough.
let lastView: { key: string; at: number } | undefined;
function isRepeatedView(key: string): boolean {
  const now = Date.now();
  const repeated = lastView !== undefined && lastView.key === key && now - lastView.at < PAGE_STAY_THROTTLE_MS;
  lastView = { key, at: now };
  return repeated;
}

/**
 * Page tracking for a page (its tracking page name) on its route (else the URL's business and recruit type):
 * records the page's page-environment name in the page history, sends a page view on mount, and a page stay (with
 * page_stay_time) when the page is left — by navigation (unmount) or by closing the tab (pagehide) — if the stay
 * exceeded 1000 ms. Both describe the page as it was shown, even once the URL names the next page (rule TRACK-8).
 */
export function usePageTracking(pageName: string, route?: TrackedRoute): void {
  const business = route?.business;
  const recruitType = route?.recruitType;
  useEffect(() => {
    if (!pageName) return undefined;
    const info = business ? businessInfoOf(business, recruitType) : businessInfoFromPath(window.location.pathname);
    const eventName = pageEnvName(info, pageName);
    const history = usePageHistoryStore.getState();
    history.push(eventName);
    const { current, previous } = usePageHistoryStore.getState();
    const page: TrackedPage = { info, pageName, previousPageName: (current === eventName ? previous : current) ?? '' };
    // Reported when the browser is idle: building and sending the event would otherwise lengthen the task that renders
    // the page. Not cancelled when the page is left first: the view happened.
    if (!isRepeatedView(`${window.location.pathname}|${eventName}`))
      whenIdle(() => void trackEvent(PAGE_EVENT.view, { eventName, pageName }, page), {
        timeout: PAGE_VIEW_IDLE_TIMEOUT_MS,
      });

    let shownAt = Date.now();
    let lastStaySentAt = Number.NEGATIVE_INFINITY;
    const reportStay = () => {
      const now = Date.now();
      if (now - lastStaySentAt < PAGE_STAY_THROTTLE_MS) return;
      const stay = now - shownAt;
      if (stay <= MIN_PAGE_STAY_MS) return;
      lastStaySentAt = now;
      shownAt = now;
      void trackEvent(PAGE_EVENT.stay, { eventName, pageName, pageStayTime: stay }, page);
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
  }, [pageName, business, recruitType]);
}
