import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { businessInfoFromPath, isBusinessName, type BusinessName } from '@/lib/config/business';
import { BASE, homePath } from '@/lib/config/paths';
import { ErrorBoundary } from '../crash/error-boundary';
import { goHomeAfterCrash } from '../crash/go-home';
import { CrashScreen } from '../crash/crash-screen';
import { LazyNotFoundPage } from '../lazy-not-found-page';
import { matchRoute, routeAt, routesFor, type RouteEntry } from '../routes';
import { alignRecruitType, resumeUpdateRedirect, rewriteOldLink, splitAppPath } from '../routes/link-rules';
import { headerKindOf } from './header-tabs';
import { PageFrame } from './page-frame';
import { RouteView } from './route-view';
import { tabResetOf } from './use-tab-navigation';

function isRoute(business: string, rest: string): boolean {
  return isBusinessName(business) && matchRoute(routesFor(business), rest) !== undefined;
}

/**
 * Rules LINK-1, CAMPUS-9, LINK-2: the old-link rewrite, the spec's campus resume address, else the recruit type the
 * link names (a shared link's frontRecruitType) moving the page, and the page's frontRecruitType written into the URL.
 */
function linkRuleRedirect(
  pathname: string,
  search: string,
  hash: string,
  business: BusinessName,
  entry: RouteEntry | undefined,
): string | undefined {
  const rewritten = rewriteOldLink(pathname, search, isRoute, hash) ?? resumeUpdateRedirect(pathname, search, hash);
  if (rewritten) return rewritten;
  if (!entry?.recruitType) return undefined;
  const page = { business, recruitType: entry.recruitType, pageName: entry.pageName };
  return alignRecruitType(pathname, search, page, isRoute, hash) ?? undefined;
}

/**
 * Where the link rules move the address `pathname + search + hash`, or `undefined` where it stands. The boot applies
 * it before the first render (src/main.tsx), so a landing page's first commit is the page itself.
 */
export function correctedAddress(pathname: string, search: string, hash: string): string | undefined {
  const parts = splitAppPath(pathname);
  if (!parts?.rest || !isBusinessName(parts.business)) return undefined;
  return linkRuleRedirect(pathname, search, hash, parts.business, routeAt(pathname)?.entry);
}

/**
 * The link rules' correction of the address, written over the entry being shown — only while the browser still shows
 * it. A page whose first render came late (its code was loading) may commit after the visitor pressed Back: a
 * replace then would overwrite the entry they went back to, and the next Back would leave the site (seen in e2e:
 * campus home → session → Back → notice → Back stayed on the notice).
 */
function CorrectAddress({ from, to, state }: { from: string; to: string; state: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The browser's address is the router's only under a browser router (a memory router, as in component tests, leaves
    // it elsewhere).
    const { pathname, search, hash } = window.location;
    const movedOn = pathname.startsWith(`${BASE}/`) && `${pathname}${search}${hash}` !== from;
    if (!movedOn) void navigate(to, { replace: true, state });
  }, [from, to, state, navigate]);
  return null;
}

/** Mock mode only: `?__crash=1` throws, so the e2e suite can reach the crash screen. */
function CrashProbe({ search }: { search: string }) {
  if (new URLSearchParams(search).get('__crash') === '1') throw new Error('演示崩溃：__crash=1');
  return null;
}

/**
 * Rule ROUTE-6: the shared layout of every path under the base. It looks the path up in its business's
 * route table on every path change, applies the link rules (rules LINK-1, LINK-2) and renders the page inside the
 * business's frame, or the 404 page. Pages read business and recruit type from their route context.
 */
export function SharedLayout() {
  const { pathname, search, hash, state } = useLocation();
  const parts = splitAppPath(pathname);
  const business: BusinessName | undefined = isBusinessName(parts?.business) ? parts.business : undefined;
  const info = businessInfoFromPath(pathname);
  const kind = headerKindOf(info.businessName, info.recruitType);

  // An unknown business falls back to candidate home; a bare business route goes to its home.
  if (!business || !parts) return <Navigate to={homePath('candidate')} replace />;
  if (!parts.rest) return <Navigate to={homePath(business)} replace />;

  // The routes are looked up afresh on every render, i.e. on every path change.
  const entry = matchRoute(routesFor(business), parts.rest);
  const redirect = linkRuleRedirect(pathname, search, hash, business, entry);
  if (redirect) {
    // Inside the frame, so the header stays mounted while the URL is corrected.
    return (
      <PageFrame kind={kind} pathname={pathname}>
        <CorrectAddress from={`${pathname}${search}${hash}`} to={redirect} state={state} />
      </PageFrame>
    );
  }

  return (
    <PageFrame kind={kind} pathname={pathname}>
      <ErrorBoundary key={pathname} fallback={(error) => <CrashScreen error={error} onHome={goHomeAfterCrash} />}>
        {import.meta.env.VITE_MOCK === 'true' && <CrashProbe search={search} />}
        {entry ? (
          <RouteView key={`${entry.path}#${tabResetOf(state) ?? ''}`} entry={entry} business={business} />
        ) : (
          <LazyNotFoundPage business={business} />
        )}
      </ErrorBoundary>
    </PageFrame>
  );
}
