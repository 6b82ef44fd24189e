/**
 * lib/routing — the route catalogue's page names, the typed path builder and the route context a page reads
 * its business, recruit type and page name from.
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
export { parsePage } from './page-query';
