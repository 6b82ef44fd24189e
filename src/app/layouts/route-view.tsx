import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSkeleton } from '@/components/page-skeleton';
import { AuthGuard } from '@/lib/auth/auth-guard';
import type { BusinessName } from '@/lib/config/business';
import { RouteContextProvider, type RouteContextValue } from '@/lib/routing';
import { useRouteHead, type PageHead } from '@/lib/seo/page-head';
import { usePageTracking } from '@/lib/tracking';
import { startPagePrefetch, type RouteEntry } from '../routes';

interface RouteViewProps {
  entry: RouteEntry;
  business: BusinessName;
}

/** The route's head from the page registry: its title and description, or its tab's (`trends?tab=talks`). */
export function routeHeadOf(entry: Pick<RouteEntry, 'title' | 'description' | 'headByQuery'>, search: string): PageHead {
  const byQuery = entry.headByQuery;
  const tab = byQuery ? new URLSearchParams(search).get(byQuery.param) : null;
  const variant = byQuery && tab !== null && Object.hasOwn(byQuery.heads, tab) ? byQuery.heads[tab] : undefined;
  if (variant) return { title: `${variant.title} - ${entry.title}`, description: variant.description };
  return { title: entry.title, description: entry.description };
}

/**
 * One matched route: browser-tab title and description (a page may set its own over them: lib/seo `usePageHead`),
 * page history and page tracking (rules STATE-3, TRACK-7, TRACK-8), login guard, and the lazy page inside its route
 * context (business, recruit type and page name come from the route, never from a store).
 */
export function RouteView({ entry, business }: RouteViewProps) {
  const { search } = useLocation();
  useRouteHead(routeHeadOf(entry, search));
  // Records the page in the page history and tracks it as the route mounted it, not as the URL says once it changed.
  usePageTracking(entry.trackingPage, { business, recruitType: entry.recruitType });

  // The page's calls start with the route's first render, in parallel with its code (the lazy chunk), not after
  // it: in the render rather than an effect, because a first render in a transition may commit only later. Safe to
  // repeat (StrictMode): a prefetch of a query in flight or fresh sends nothing.
  const client = useQueryClient();
  useState(() => startPagePrefetch(entry, business, client, search));

  const context = useMemo<RouteContextValue>(
    () => ({
      business,
      recruitType: entry.recruitType,
      page: entry.pageName,
      trackingPage: entry.trackingPage,
      title: entry.title,
    }),
    [business, entry],
  );
  const { Component: Page } = entry;
  return (
    <RouteContextProvider value={context}>
      <AuthGuard needLogin={entry.needLogin} business={business}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </AuthGuard>
    </RouteContextProvider>
  );
}
