import { isLoginPath, redirectToLogin } from '@/lib/auth/redirect';
import { currentPathAndQuery } from '@/lib/auth/navigation';
import { HTTP_MESSAGES } from './http-error';
import { toast } from '@/lib/feedback';

/** Delay between the "login timed out" toast and the redirect (rule ERR-3). */
export const UNAUTHORIZED_REDIRECT_MS = 3000;

let redirectScheduled = false;

/**
 * Reacts to a 401 (envelope code or HTTP status): one toast and one redirect to sign-in after 3 s,
 * however many calls fail together. On a login page nothing is scheduled: that page shows its own
 * failure and retry, and redirecting from it could loop.
 * @returns whether the session handling took over (toast and redirect).
 */
export function handleUnauthorized(): boolean {
  if (isLoginPath(currentPathAndQuery())) return false;
  if (redirectScheduled) return true;
  redirectScheduled = true;
  toast.error(HTTP_MESSAGES.unauthorized, { key: 'unauthorized' });
  setTimeout(() => redirectToLogin(), UNAUTHORIZED_REDIRECT_MS);
  return true;
}

/** Forgets a scheduled redirect, so the next 401 is handled again (used by tests). */
export function resetUnauthorizedRedirect(): void {
  redirectScheduled = false;
}
