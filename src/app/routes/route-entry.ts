import type { ComponentType, LazyExoticComponent } from 'react';
import type { BusinessName, RecruitType } from '@/lib/config/business';
import { RECRUIT_TYPES } from '@/lib/config/recruit-types';
import { preloadableLazy, ROUTE_CATALOGUE, type PageName, type PagePrefetch } from '@/lib/routing';
import { factsOf, PAGE_REGISTRY, type HeadByQuery } from './registry';

/** A lazily imported page module: its default export is the page component. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** One route of a business area (house style: path, lazy page, access, menu and title metadata). */
export interface RouteEntry {
  /** Path relative to the business route, e.g. `job`, `social/jobDetail`. */
  path: string;
  /** The page's name in the route catalogue, e.g. `jobDetail`. */
  pageName: PageName;
  page: PageLoader;
  needLogin: boolean;
  /** `false` for non-exact routes that also match sub-paths (applyRegistration, modificationRegistration). */
  exact: boolean;
  /** No tab, user-card menu or footer offers the page (registry). */
  hideInMenu: boolean;
  /** Chinese page title (registry), shown in the browser tab as `{title} - 招聘门户`. */
  title: string;
  /** Page name for tracking and the page history (registry). */
  trackingPage: string;
  /** Meta and Open Graph description (registry); none: the site's own. */
  description?: string;
  /** Title and description by a query parameter, for tabs with addresses of their own (registry). */
  headByQuery?: HeadByQuery;
  /** Set for routes under a recruit-type segment. */
  recruitType?: RecruitType;
  /** Starts the page's server calls while its code loads. */
  prefetch?: PagePrefetch;
  /** The lazy component of `page`, created once with the table so React keeps its loaded state. */
  Component: LazyExoticComponent<ComponentType>;
  /**
   * Loads the page's code ahead of the first render: once it resolved, `Component` renders without suspending, so a
   * first screen from HTML is replaced by the page itself, not by the route's loading fallback (docs/decisions/080).
   */
  preload: () => Promise<void>;
  /** Loads, with the page, the code its address's query shows (a tab of its own), ahead of the first render. */
  preloadFor?: (query: URLSearchParams) => Promise<void>;
}

/** How a page is loaded: the route table's half of a page (its facts are the registry's). */
export interface PageRoute {
  load: PageLoader;
  /** The code the page shows for a query (its open tab), loaded with it ahead of a first render from HTML. */
  preloadFor?: (query: URLSearchParams) => Promise<void>;
  prefetch?: PagePrefetch;
  /** `false` for routes that also match sub-paths (applyRegistration, modificationRegistration). */
  exact?: boolean;
  /** A recruit type that loads another page under the same name (the campus home). */
  perRecruitType?: Partial<Record<RecruitType, PageRoute>>;
}

/** A business's route table: the compiler insists every page name of the catalogue has a loader. */
export type RouteTable<B extends BusinessName> = Record<PageName<B>, PageRoute>;

/** The login page of every business: the SSO returns there with a code. */
export const LOGIN_ROUTE: PageRoute = { load: () => import('@/features/auth/login-page') };

function toEntry<B extends BusinessName>(
  business: B,
  pageName: PageName<B>,
  table: RouteTable<B>,
  recruitType?: RecruitType,
): RouteEntry {
  const route = (recruitType && table[pageName].perRecruitType?.[recruitType]) || table[pageName];
  const facts = factsOf(PAGE_REGISTRY[business][pageName], recruitType);
  return {
    path: recruitType ? `${recruitType}/${pageName}` : pageName,
    pageName,
    page: route.load,
    ...preloadableLazy(route.load),
    preloadFor: route.preloadFor,
    needLogin: facts.needLogin,
    exact: route.exact ?? true,
    hideInMenu: !facts.offeredIn,
    title: facts.title,
    trackingPage: facts.trackingPage,
    description: facts.description,
    headByQuery: facts.headByQuery,
    recruitType,
    prefetch: route.prefetch,
  };
}

/**
 * Every route of a business, relative to `/{public_name}/{business}`: the catalogue says which pages sit where
 * (top level or under which recruit types), the registry gives their facts and the table their loaders.
 */
export function buildRoutes<B extends BusinessName>(business: B, table: RouteTable<B>): RouteEntry[] {
  const catalogue: { top: readonly string[] } & Record<RecruitType, readonly string[]> = ROUTE_CATALOGUE[business];
  const pagesIn = (list: readonly string[]) => list as readonly PageName<B>[];
  return [
    ...pagesIn(catalogue.top).map((page) => toEntry(business, page, table)),
    ...RECRUIT_TYPES.flatMap((type) => pagesIn(catalogue[type]).map((page) => toEntry(business, page, table, type))),
  ];
}

/** Finds the entry for a path relative to the business route; non-exact entries match sub-paths too. */
export function matchRoute(entries: readonly RouteEntry[], relativePath: string): RouteEntry | undefined {
  const path = relativePath.replace(/^\/+|\/+$/g, '');
  return entries.find((entry) => entry.path === path || (!entry.exact && path.startsWith(`${entry.path}/`)));
}
