import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  businessInfoFromPath,
  DEFAULT_RECRUIT_TYPE,
  isRecruitType,
  type BusinessName,
  type RecruitType,
} from '@/lib/config/business';
import { pagePath, type PageName, type PageQuery } from './catalogue';

/** What a page learns from the route it is mounted on. */
export interface RouteContextValue {
  business: BusinessName;
  /** The route's recruit type; `undefined` on top-level pages (candidate home, the staff job list …). */
  recruitType?: RecruitType;
  /** The route's page name; `undefined` outside a matched route (header, footer, 404). */
  page?: PageName;
  /** The route's tracking page name. */
  trackingPage?: string;
  /** The route's title from the page registry (decision 062): what the page's heading says. */
  title?: string;
}

const RouteContext = createContext<RouteContextValue | undefined>(undefined);

/** Provided by the layout around each matched route, so a page never reads a value of the previous route. */
export function RouteContextProvider({ value, children }: { value: RouteContextValue; children: ReactNode }) {
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

/**
 * The business, recruit type and page of the current route. Outside a route (header, footer) the business and
 * recruit type are read from the path.
 */
export function useRouteContext(): RouteContextValue {
  const provided = useContext(RouteContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    if (provided) return provided;
    const info = businessInfoFromPath(pathname);
    return { business: info.businessName, recruitType: info.recruitType };
  }, [provided, pathname]);
}

/** The current page's title, as its page-registry row writes it once (decision 062): for the page's heading. */
export function usePageTitle(): string {
  return useRouteContext().title ?? '';
}

export interface PathOptions {
  /** Another recruit type than the current route's. */
  recruitType?: RecruitType;
  query?: PageQuery;
  /** Another business than the current route's (rare: the cross links of headers and footers). */
  business?: BusinessName;
}

/** Builds a page path of the current route's business (and recruit type, unless another is named). */
export type PagePathBuilder = (page: PageName, options?: PathOptions) => string;

/**
 * The typed path builder of the current route: `path('jobDetail', { query: { id } })` is the job detail page
 * of this business and recruit type — `/candidate/social/jobDetail?id=…` on a candidate page,
 * `/staff/social/jobDetail?id=…` on a staff page.
 */
export function usePagePath(): PagePathBuilder {
  const { business, recruitType } = useRouteContext();
  return useCallback(
    (page, options = {}) =>
      pagePath(options.business ?? business, page as PageName<BusinessName>, options.recruitType ?? recruitType, options.query),
    [business, recruitType],
  );
}

/**
 * The recruit type a page works for: the route's, else a valid `activeKey` of the query (the staff job list is
 * `/staff/job?activeKey=shop`), else the default type (social).
 */
export function useRecruitType(): RecruitType {
  const { recruitType } = useRouteContext();
  const { search } = useLocation();
  if (recruitType) return recruitType;
  const activeKey = new URLSearchParams(search).get('activeKey') ?? undefined;
  return isRecruitType(activeKey) ? activeKey : DEFAULT_RECRUIT_TYPE;
}
