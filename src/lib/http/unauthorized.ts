import { isLoginPath, redirectToLogin } from '@/lib/auth/redirect';
import { currentPathAndQuery } from '@/lib/auth/navigation';
import { HTTP_MESSAGES } from './http-error';
import { toast } from '@/lib/feedback';

/** Delay between the "login timed out" toast and the redirect (rule ERR-3). */
export const UNAUTHORIZED_REDIRECT_MS = 3000;

/**
 * How long the redirect waits for the toast's code before it goes without it (the toast holder loads on the first
 * toast; if its chunk never arrives, the visitor must still be sent to sign in).
 */
export const UNAUTHORIZED_TOAST_WAIT_MS = 7000;

let redirectScheduled = false;

/**
 * Reacts to a 401 (envelope code or HTTP status): one toast and one redirect to sign-in 3 s after the toast shows,
 * however many calls fail together. The 3 s count from the toast, not from the answer: the toast's code may still be
 * loading, and the visitor must have the 3 s to read it. On a login page nothing is scheduled: that page shows its own
 * failure and retry, and redirecting from it could loop.
 * @returns whether the session handling took over (toast and redirect).
 */
export function handleUnauthorized(): boolean {
  if (isLoginPath(currentPathAndQuery())) return false;
  if (redirectScheduled) return true;
  redirectScheduled = true;
  let redirected = false;
  const redirect = () => {
    if (redirected) return;
    redirected = true;
    redirectToLogin();
  };
  const withoutToast = setTimeout(redirect, UNAUTHORIZED_REDIRECT_MS + UNAUTHORIZED_TOAST_WAIT_MS);
  toast.error(HTTP_MESSAGES.unauthorized, {
    key: 'unauthorized',
    onShown: () => {
      clearTimeout(withoutToast);
      setTimeout(redirect, UNAUTHORIZED_REDIRECT_MS);
    },
  });
  return true;
}

/** Forgets a scheduled redirect, so the next 401 is handled again (used by tests). */
export function resetUnauthorizedRedirect(): void {
  redirectScheduled = false;
}
