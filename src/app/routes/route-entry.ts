import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RecruitType } from '@/lib/config/business';
import type { PageName, PagePrefetch } from '@/lib/routing';

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
  hideInMenu: boolean;
  /** Chinese page title, shown in the browser tab as `{title} - 招聘门户`. */
  title: string;
  /** Page name for tracking and the page history. */
  trackingPage: string;
  /** Set for routes under a recruit-type segment. */
  recruitType?: RecruitType;
  /** Starts the page's server calls while its code loads. */
  prefetch?: PagePrefetch;
  /** The lazy component of `page`, created once with the table so React keeps its loaded state. */
  Component: LazyExoticComponent<ComponentType>;
}

/** The definition of one page, before it is placed under a recruit type. */
export interface PageDef {
  page: PageName;
  title: string;
  trackingPage: string;
  needLogin: boolean;
  exact?: boolean;
  hideInMenu?: boolean;
  load: PageLoader;
  prefetch?: PagePrefetch;
}

function toEntry(def: PageDef, recruitType?: RecruitType): RouteEntry {
  const page = def.load;
  return {
    path: recruitType ? `${recruitType}/${def.page}` : def.page,
    pageName: def.page,
    page,
    Component: lazy(page),
    needLogin: def.needLogin,
    exact: def.exact ?? true,
    hideInMenu: def.hideInMenu ?? false,
    title: def.title,
    trackingPage: def.trackingPage,
    recruitType,
    prefetch: def.prefetch,
  };
}

/** Entries for pages without a recruit-type segment. */
export function topLevel(defs: readonly PageDef[]): RouteEntry[] {
  return defs.map((def) => toEntry(def));
}

/** The same page list under each recruit type: a recruit type is a parameter, never a copy. */
export function underRecruitTypes(recruitTypes: readonly RecruitType[], defs: readonly PageDef[]): RouteEntry[] {
  return recruitTypes.flatMap((recruitType) => defs.map((def) => toEntry(def, recruitType)));
}

/** The login page of every business: the SSO returns there with a code. */
export const LOGIN_PAGE: PageDef = {
  page: 'login',
  title: '登录',
  trackingPage: 'login',
  needLogin: false,
  hideInMenu: true,
  load: () => import('@/features/auth/login-page'),
};

/** Finds the entry for a path relative to the business route; non-exact entries match sub-paths too. */
export function matchRoute(entries: readonly RouteEntry[], relativePath: string): RouteEntry | undefined {
  const path = relativePath.replace(/^\/+|\/+$/g, '');
  return entries.find((entry) => entry.path === path || (!entry.exact && path.startsWith(`${entry.path}/`)));
}
