/**
 * lib/routing — the route catalogue's page names, the typed path builder, the route context a page reads
 * its business, recruit type and page name from, and the page titles the app provides from its registry.
 */
export {
  hasPage,
  pagePath,
  queryString,
  ROUTE_CATALOGUE,
  type PageName,
  type PagePrefetch,
  type PageQuery,
  type PrefetchContext,
} from './catalogue';
export {
  RouteContextProvider,
  usePagePath,
  usePageTitle,
  useRecruitType,
  useRouteContext,
  type PagePathBuilder,
  type PathOptions,
  type RouteContextValue,
} from './route-context';
export { PageTitlesProvider, usePageTitleOf, type PageTitleBuilder, type PageTitleLookup } from './page-titles';
export { parsePage } from './page-query';
export { preloadableLazy, settledLoads, type PreloadableLazy } from './preloadable-lazy';
