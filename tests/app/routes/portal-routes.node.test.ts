import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/routes';
import { PORTAL_ROUTES, type PortalBusiness } from '../../../e2e-nginx/portal-routes';

// The nginx suite's CSP sweep visits every route: its list must follow the route tables.
describe('the nginx suite covers every route', () => {
  it.each(Object.keys(PORTAL_ROUTES) as PortalBusiness[])('%s', (business) => {
    const tablePaths = routesFor(business).map((route) => route.path);
    expect([...PORTAL_ROUTES[business]].sort()).toEqual([...tablePaths].sort());
  });
});
