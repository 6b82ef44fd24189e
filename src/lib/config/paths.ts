import { config } from './env';
import type { BusinessName, RecruitType } from './business';

/** `/{public_name}` — every route of the portal lives under it (decisions 1). */
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

/**
 * A page path `/{public_name}/{business}[/{recruitType}]/{page}` with an optional query.
 * `page` is the spec's route name without a leading slash, e.g. `job`, `jobDetail`.
 */
export function pagePath(
  business: BusinessName,
  page: string,
  recruitType?: RecruitType,
  query?: Record<string, string | number | undefined>,
): string {
  const path = `${businessRoute(business)}${recruitType ? `/${recruitType}` : ''}/${page}`;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
