/**
 * lib/http — the one HTTP client of the portal (rules HTTP-1–HTTP-10, ERR-1–ERR-6) and its server-state helpers.
 * Only this folder imports axios; camelCase ↔ snake_case conversion happens only here.
 */
export { http, type RequestOptions, type ServerBase } from './client';
export { HttpError, HTTP_MESSAGES, isHttpError, type HttpErrorKind } from './http-error';
export { postKeepAlive } from './keep-alive';
export type { ResponseSchema, SchemaIssue, SchemaResult } from './response-schema';
export { clientCodeOf, recruitTypeCodeOf, tenantId } from './request-context';
export { resetUnauthorizedRedirect, UNAUTHORIZED_REDIRECT_MS, UNAUTHORIZED_TOAST_WAIT_MS } from './unauthorized';
