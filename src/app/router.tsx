import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { config } from '@/lib/config/env';
import { BASE, homePath } from '@/lib/config/paths';
import { h5PublicName } from '@/lib/device/h5-name';
import { RouteErrorScreen } from './crash/route-error-screen';
import { SharedLayout } from './layouts/shared-layout';

/** The route objects of the app; exported so tests can mount them in a memory router. */
export function appRouteObjects(): RouteObject[] {
  const routes: RouteObject[] = [];
  // The literal check lets the production build drop the mock SSO page and its import (decisions 3, 8).
  if (import.meta.env.VITE_MOCK === 'true') {
    routes.push({
      path: '/mock-sso/authorize',
      lazy: async () => ({ Component: (await import('@/mocks/sso/mock-sso-page')).default }),
    });
  }
  const h5Name = h5PublicName(config);
  if (h5Name) {
    // Only phones on an h5 path ever see it: loaded on demand, like the pages.
    routes.push({ path: `/${h5Name}/*`, lazy: async () => ({ Component: (await import('./mobile-notice-page')).MobileNoticePage }) });
  }
  routes.push(
    { path: `${BASE}/*`, element: <SharedLayout />, errorElement: <RouteErrorScreen /> },
    { path: '*', element: <Navigate to={homePath('candidate')} replace /> },
  );
  return routes;
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
