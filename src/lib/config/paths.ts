import { config } from './env';
import type { BusinessName } from './business';

/** `/{public_name}` — every route of the portal lives under it (rule ROUTE-1). */
export const BASE = `/${config.publicName}`;

/** `/{public_name}/{business}` */
export function businessRoute(business: BusinessName): string {
  return `${BASE}/${business}`;
}

/** The home page of a business. */
export function homePath(business: BusinessName): string {
  return `${businessRoute(business)}/home`;
}

/** The login page of a business, where the SSO returns with a code. */
export function loginPath(business: BusinessName): string {
  return `${businessRoute(business)}/login`;
}
