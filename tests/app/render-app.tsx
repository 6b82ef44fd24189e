import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { appRouteObjects } from '@/app/router';

/** Renders the whole app (providers, router, shared layout) at a path, with a memory history. */
export function renderApp(path: string) {
  // The HTTP client derives the business from window.location, which a memory router leaves alone.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
