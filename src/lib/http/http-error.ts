/** The texts of the error catalogue (rules ERR-1–ERR-4), shown verbatim. */
export const HTTP_MESSAGES = {
  noResponseToast: '服务器开小差，请稍后重试。',
  networkRejection: '网络故障异常',
  unauthorized: '登录超时，重新登录跳转中...',
  /**
   * A failure without a server message: `status` is the HTTP status of an HTTP error (ERR-4), the envelope's code of a
   * business error (ERR-2) — whose HTTP status, 200, says nothing.
   */
  statusFallback: (status: number) => `服务器开小差，请稍后重试。错误状态码：${status}`,
  /** Not in the spec's catalogue: an answer whose data is not of the expected shape (docs/decisions/024). */
  malformed: '服务器返回的数据有误，请稍后重试。',
} as const;

/**
 * What went wrong with a call:
 * - `network`: no response at all (offline, timeout, CORS);
 * - `business`: HTTP 2xx but the envelope's `code` is not 0;
 * - `unauthorized`: envelope code 401 or HTTP 401 (the session is over);
 * - `http`: any other HTTP error status;
 * - `malformed`: a success whose `data` does not match the call's response schema.
 */
export type HttpErrorKind = 'network' | 'business' | 'unauthorized' | 'http' | 'malformed';

/** The one error type the HTTP client rejects with (cancelled calls excepted: they reject with axios' cancel). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** The envelope's `code`, when the server answered with one. */
  readonly code?: number;
  /** The HTTP status, when there was a response. */
  readonly status?: number;
  /** The envelope's `msg`, when the server sent one. */
  readonly serverMessage?: string;
  /** For `malformed`: what did not match, as `path: message` lines (at most five and a count). */
  readonly issues?: readonly string[];

  constructor(
    kind: HttpErrorKind,
    message: string,
    details: { code?: number; status?: number; serverMessage?: string; issues?: readonly string[] } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.issues = details.issues;
  }
}

/** Narrowing helper for callers: `if (isHttpError(e) && e.kind === 'business') …`. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
