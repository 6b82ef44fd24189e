import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { businessInfoFromPath, type RecruitType } from '@/lib/config/business';
import { config } from '@/lib/config/env';
import { reportError } from '@/lib/error-reporting';
import { toast } from '@/lib/feedback';
import { nextTask } from '@/lib/format/async';
import { toCamelCaseKeys, toSnakeCaseKeys } from './case-conversion';
import { HttpError, HTTP_MESSAGES } from './http-error';
import { commonHeaders, commonQuery } from './request-context';
import { validateResponse, type ResponseSchema } from './response-schema';
import { handleUnauthorized } from './unauthorized';

export type ServerBase = 'main' | 'account' | 'dict';

/** Per-call options of the HTTP client. */
export interface RequestOptions<T = unknown> {
  /** Server base: 'main' (default) → config.apiBase, 'account' → accountBase, 'dict' → dictBase. */
  base?: ServerBase;
  /** Query; camelCase keys become snake_case unless `noCaseConversion`. */
  params?: Record<string, unknown>;
  /** Extra headers; they win over the common ones (e.g. `{ ClientCode: 'EHR,GLOBAL' }`). */
  headers?: Record<string, string>;
  /** The caller handles errors: no toast (a 401 still leads to sign-in, see `handleFailure`). */
  noMessage?: boolean;
  /** Send params and body keys as given. */
  noCaseConversion?: boolean;
  /**
   * The recruit type the call is made for, when it is not the page's (interview home's to-do counts, a home's hot jobs
   * of a type): its client code and `recruit_type_code` go with the call instead of the page's (rule HTTP-2, HTTP-3).
   */
  recruitType?: RecruitType;
  /**
   * Keys sent as given while the others are snake-cased (params and body, at any depth): for the server fields the
   * spec spells in camelCase, e.g. the delivery's `uuId` (rule API-7).
   */
  keepKeyCase?: readonly string[];
  /** 'blob' resolves with the raw Blob and skips the envelope checks (downloads). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /**
   * Checks the answer's `data` (after camelCase conversion) and resolves with the schema's output; a
   * mismatch rejects with `HttpError('malformed')`. Not applied to blobs.
   */
  schema?: ResponseSchema<T>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    noCaseConversion?: boolean;
    keepKeyCase?: readonly string[];
    recruitType?: RecruitType;
  }
}

const BASES: Record<ServerBase, string> = { main: config.apiBase, account: config.accountBase, dict: config.dictBase };

/** Absolute base URL: a relative base (mock mode) is relative to this page's origin. */
function baseUrlOf(base: ServerBase): string {
  return new URL(BASES[base] || '/', window.location.origin).toString().replace(/\/$/, '');
}

/** The one axios instance of the app (never exported: callers use `http`). */
const axiosInstance = axios.create({
  timeout: 30_000,
  // Arrays as repeated keys (`a=1&a=2`), the form Java back ends read.
  paramsSerializer: { indexes: null },
});

axiosInstance.interceptors.request.use(async (request) => {
  const page = businessInfoFromPath(window.location.pathname);
  const info = request.recruitType ? { ...page, recruitType: request.recruitType } : page;
  const headers = AxiosHeaders.from(request.headers);
  for (const [name, value] of Object.entries(commonHeaders(info))) if (!headers.has(name)) headers.set(name, value);
  request.headers = headers;
  const convert = !request.noCaseConversion;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const keep = request.keepKeyCase;
  request.params = { ...(convert ? toSnakeCaseKeys(params, keep) : params), ...commonQuery(info) };
  if (convert && request.data !== undefined) request.data = toSnakeCaseKeys(request.data, keep);
  // Sent in the next task: building a call and sending it were one task, and the app's first call (axios's code
  // compiled on first use) took 60–70 ms at 4× CPU in it (docs/decisions/116).
  await nextTask();
  return request;
});

axiosInstance.interceptors.response.use(
  (response) => {
    if (response.config.responseType !== 'blob') response.data = toCamelCaseKeys(response.data);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error) && error.response && error.config?.responseType !== 'blob') {
      error.response.data = toCamelCaseKeys(error.response.data);
    }
    return Promise.reject(error);
  },
);

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

function asEnvelope(body: unknown): Envelope | undefined {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope) : undefined;
}

function envelopeCode(envelope: Envelope | undefined): number | undefined {
  if (envelope?.code === undefined || envelope.code === null || envelope.code === '') return undefined;
  const code = Number(envelope.code);
  return Number.isNaN(code) ? undefined : code;
}

function serverMessageOf(envelope: Envelope | undefined): string | undefined {
  return typeof envelope?.msg === 'string' && envelope.msg.trim() ? envelope.msg : undefined;
}

function fail(error: HttpError, context: Record<string, unknown>): never {
  reportError(error, { ...context, kind: error.kind, code: error.code, status: error.status });
  throw error;
}

/** A 401 is a session matter: toast and sign-in once, even when the caller asked for noMessage. */
function unauthorized(options: RequestOptions, details: { code?: number; status?: number; serverMessage?: string }): HttpError {
  const handled = handleUnauthorized();
  if (!handled && !options.noMessage) toast.error(HTTP_MESSAGES.unauthorized);
  return new HttpError('unauthorized', HTTP_MESSAGES.unauthorized, details);
}

/** Maps an axios failure to the error catalogue (rules ERR-1–ERR-4). */
function failureToHttpError(error: AxiosError, options: RequestOptions): HttpError {
  const response = error.response;
  if (!response) {
    if (!options.noMessage) toast.error(HTTP_MESSAGES.noResponseToast);
    return new HttpError('network', HTTP_MESSAGES.networkRejection);
  }
  const envelope = asEnvelope(response.data);
  const code = envelopeCode(envelope);
  const serverMessage = serverMessageOf(envelope);
  const details = { code, status: response.status, serverMessage };
  if (response.status === 401 || code === 401) return unauthorized(options, details);
  const text = serverMessage ?? HTTP_MESSAGES.statusFallback(response.status);
  if (!options.noMessage) toast.error(text);
  return new HttpError('http', text, details);
}

/** Reads the envelope of a 2xx response: `data` when code is 0 or absent, else a business error. */
function readEnvelope<T>(response: AxiosResponse, options: RequestOptions): T {
  const envelope = asEnvelope(response.data);
  if (!envelope || !('code' in envelope || 'data' in envelope)) return response.data as T;
  const code = envelopeCode(envelope);
  if (code === undefined || code === 0) return envelope.data as T;
  const serverMessage = serverMessageOf(envelope);
  const details = { code, status: response.status, serverMessage };
  if (code === 401) throw unauthorized(options, details);
  // The answer arrived fine (HTTP 2xx): the number that tells what went wrong is the envelope's code (rule ERR-2).
  const text = serverMessage ?? HTTP_MESSAGES.statusFallback(code);
  if (!options.noMessage) toast.error(text);
  throw new HttpError('business', text, details);
}

/**
 * Checks the data against the call's schema. A mismatch is reported like any failure; only a write tells
 * it in a toast: a read's page shows its own error state, and one failure gets one message (docs/decisions/024).
 */
async function checkShape<T>(data: unknown, method: string, options: RequestOptions<T>, status: number): Promise<T> {
  if (!options.schema) return data as T;
  // Checked in a task of its own, not in the one that read and converted the answer (docs/decisions/116).
  await nextTask();
  const result = await validateResponse(options.schema, data);
  if (result.ok) return result.value;
  if (method !== 'get' && !options.noMessage) toast.error(HTTP_MESSAGES.malformed);
  throw new HttpError('malformed', HTTP_MESSAGES.malformed, { status, issues: result.issues });
}

async function request<T>(method: string, url: string, data: unknown, options: RequestOptions<T> = {}): Promise<T> {
  // A call is built and sent in a task of its own: queries start theirs inside React's effects, and a page's first
  // commit sent four or five at once, 25–30 ms at 4× CPU in the task that commits it (docs/decisions/094).
  await nextTask();
  const axiosConfig: AxiosRequestConfig = {
    method,
    url,
    baseURL: baseUrlOf(options.base ?? 'main'),
    // Downloads go through fetch: a plain Blob, nothing to parse.
    ...(options.responseType === 'blob' ? { adapter: 'fetch' as const } : {}),
    params: options.params,
    data,
    headers: options.headers,
    responseType: options.responseType ?? 'json',
    signal: options.signal,
    noCaseConversion: options.noCaseConversion,
    keepKeyCase: options.keepKeyCase,
    recruitType: options.recruitType,
  };
  const context = { method, url, base: options.base ?? 'main' };
  let response: AxiosResponse;
  try {
    response = await axiosInstance.request(axiosConfig);
  } catch (error) {
    // A cancelled call is not a failure: no toast, no report; the caller sees axios' cancel error.
    if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
    return fail(failureToHttpError(error, options), context);
  }
  if (options.responseType === 'blob') return response.data as T;
  try {
    return await checkShape(readEnvelope<unknown>(response, options), method, options, response.status);
  } catch (error) {
    if (error instanceof HttpError) return fail(error, error.issues ? { ...context, issues: error.issues } : context);
    throw error;
  }
}

/**
 * The HTTP client (rules HTTP-1–HTTP-10, ERR-1–ERR-6). Resolves with the envelope's `data` in camelCase, checked against the
 * call's `schema` when it has one; rejects with `HttpError` after showing the catalogue's toast (unless
 * `noMessage`; a read with malformed data shows none) and reporting the error.
 */
export const http = {
  get: <T>(url: string, options?: RequestOptions<T>) => request<T>('get', url, undefined, options),
  delete: <T>(url: string, options?: RequestOptions<T>) => request<T>('delete', url, undefined, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions<T>) => request<T>('post', url, data, options),
  put: <T>(url: string, data?: unknown, options?: RequestOptions<T>) => request<T>('put', url, data, options),
  patch: <T>(url: string, data?: unknown, options?: RequestOptions<T>) => request<T>('patch', url, data, options),
};
