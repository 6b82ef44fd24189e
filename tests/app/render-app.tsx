import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { CRASH_LOADING_LABEL, CRASH_TITLE } from '@/app/crash/crash-text';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';

/**
 * Renders the whole app (providers, routes, shared layout) at a path, with a memory history. A memory data router
 * around the app's routes lets a test read and drive the location (`router.state`, `router.navigate`).
 */
export function renderApp(path: string) {
  // The HTTP client derives the business from window.location, and the layout's address correction checks that the
  // browser still shows the page it corrects: the window's address follows the memory router, as a browser router's
  // does.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  router.subscribe(({ location }) =>
    window.history.replaceState(null, '', `${location.pathname}${location.search}${location.hash}`),
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** No crash screen, nor its skeleton while antd's Result loads (a crash shows that first). */
export function expectNoCrashScreen(): void {
  expect(screen.queryByText(CRASH_TITLE)).toBeNull();
  expect(screen.queryByRole('status', { name: CRASH_LOADING_LABEL })).toBeNull();
}
