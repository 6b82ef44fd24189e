import { businessInfoOf, type BusinessName } from '@/lib/config/business';
import { redirectToLogin } from './redirect';
import { getToken } from './token';

/** Whether a route may be shown: it needs no login, or the business has a valid token (rule AUTH-4). */
export function canEnter(needLogin: boolean, business: BusinessName): boolean {
  return !needLogin || getToken(business) !== undefined;
}

/**
 * Route guard: true when the route may be shown; otherwise starts the sign-in (back to the current
 * path afterwards) and returns false.
 */
export function requireLogin(needLogin: boolean, business: BusinessName): boolean {
  if (canEnter(needLogin, business)) return true;
  redirectToLogin(businessInfoOf(business));
  return false;
}
