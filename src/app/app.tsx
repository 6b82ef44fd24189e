import './global.css';
import { BrowserRouter } from 'react-router-dom';
import { BrowserSupportBanner } from './browser-support-banner';
import { ErrorBoundary } from './crash/error-boundary';
import { goHomeAfterCrash } from './crash/go-home';
import { CrashScreen } from './crash/crash-screen';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Composition root: providers, the browser prompt and the routes. */
export function App() {
  return (
    <AppProviders>
      <ErrorBoundary fallback={(error) => <CrashScreen error={error} onHome={goHomeAfterCrash} />}>
        <BrowserSupportBanner />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
