import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { config } from '@/lib/config/env';
import { BASE, homePath } from '@/lib/config/paths';
import { h5PublicName } from '@/lib/device/h5-name';
import { SharedLayout } from './layouts/shared-layout';

// The literal check lets the production build drop the mock SSO page and its import (rules MOCK-1, MOCK-2).
const MockSsoPage = import.meta.env.VITE_MOCK === 'true' ? lazy(() => import('@/mocks/sso/mock-sso-page')) : undefined;
// Only phones on an h5 path ever see it: loaded on demand, like the pages.
const MobileNoticePage = lazy(() => import('./mobile-notice-page').then(({ MobileNoticePage: Page }) => ({ default: Page })));

/**
 * The top level of the app's paths: the shared layout under the base (it looks every path up in the route tables),
 * the mock SSO page in mock mode, the h5 notice, and candidate home for anything else. Declarative routes: the
 * portal uses none of the data router's loaders or actions, and they would cost ~20 kB on every first visit.
 */
export function AppRoutes() {
  const h5Name = h5PublicName(config);
  return (
    <Routes>
      {MockSsoPage && (
        <Route
          path="/mock-sso/authorize"
          element={
            <Suspense fallback={null}>
              <MockSsoPage />
            </Suspense>
          }
        />
      )}
      {h5Name && (
        <Route
          path={`/${h5Name}/*`}
          element={
            <Suspense fallback={null}>
              <MobileNoticePage />
            </Suspense>
          }
        />
      )}
      <Route path={`${BASE}/*`} element={<SharedLayout />} />
      <Route path="*" element={<Navigate to={homePath('candidate')} replace />} />
    </Routes>
  );
}
