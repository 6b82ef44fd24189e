import { HTTP_MESSAGES, isHttpError } from '@/lib/http';

/** The save said nothing useful (HTTP-7: a quiet call may resolve without data). */
export const SAVE_FAILED_FALLBACK = '报名信息未能保存，请稍后重试。';

/**
 * What the page says about a failed save (rule CAMPUS-8: the PUT shows no toast, the page tells why): the server's
 * own words when it sent some, else the error catalogue's text. Nothing after a 401: the session says it and leads
 * to sign-in, and the draft keeps the typing for the way back.
 */
export function saveFailureMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return SAVE_FAILED_FALLBACK;
  if (error.kind === 'unauthorized') return undefined;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'network') return HTTP_MESSAGES.noResponseToast;
  return error.message || SAVE_FAILED_FALLBACK;
}

/** An unknown id, or another account's: the server answers a business error (or 404) for it. */
export function isUnknownRegistration(error: unknown): boolean {
  return isHttpError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status === 404));
}
