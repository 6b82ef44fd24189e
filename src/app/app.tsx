import './global.css';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { BrowserSupportBanner } from './browser-support-banner';
import { ErrorBoundary } from './crash/error-boundary';
import { goHomeAfterCrash } from './crash/go-home';
import { CrashFallback } from './crash/lazy-crash-screen';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** Composition root: providers, the browser prompt and the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <ErrorBoundary fallback={(error) => <CrashFallback error={error} onHome={goHomeAfterCrash} />}>
        <BrowserSupportBanner />
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
