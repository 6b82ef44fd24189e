import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from '@/lib/error-reporting';
import { goHomeAfterCrash } from './go-home';
import { CrashFallback } from './lazy-crash-screen';

/** The router's error element: errors thrown outside the layout's own boundary. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { source: 'router' });
  }, [error]);
  return <CrashFallback error={error} onHome={goHomeAfterCrash} />;
}
