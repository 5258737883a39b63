import type { ApiError, ApiResult } from '../contract';
import { loadSession } from './session';

/**
 * The one request function (spec §7, §8). Every /v1 call goes through here: base URL, the
 * "Basic <token>" header, JSON or multipart, ISO-date revival and the status → error mapping.
 * It never throws: each call yields a result/error pair.
 */

const API_PREFIX = '/v1';

/** VITE_API_URL at build time; the default is the console's own origin. */
export function apiBase(): string {
  const configured = import.meta.env?.VITE_API_URL as string | undefined;
  const origin = configured || (typeof location !== 'undefined' ? location.origin : '');
  return origin.replace(/\/+$/, '') + API_PREFIX;
}

/** Where failures go; replaceable so tests (and a future error service) can listen. */
export type ErrorLogger = (message: string, detail?: unknown) => void;
let errorLogger: ErrorLogger = (message, detail) => console.error(`[api] ${message}`, detail);
export const setErrorLogger = (logger: ErrorLogger): void => {
  errorLogger = logger;
};
/** Sends a failure to the error logger (start-up uses it for failed public calls). */
export const logError: ErrorLogger = (message, detail) => errorLogger(message, detail);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

/** JSON.parse reviver: ISO UTC timestamp strings become Dates. */
export const reviveDates = (_key: string, value: unknown): unknown =>
  typeof value === 'string' && ISO_UTC.test(value) ? new Date(value) : value;

export const parseJson = <T>(text: string): T => JSON.parse(text, reviveDates) as T;

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** a plain object is sent as JSON, FormData as multipart */
  body?: unknown;
  query?: Query;
  /** authenticated unless false */
  auth?: boolean;
  /** 'blob' for downloads (CSV) */
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** the browser's HTTP cache mode, e.g. 'no-store' for lists that must always be fresh */
  cache?: RequestCache;
  /** false for a call whose success may have no body; otherwise an empty success is INTERNAL_SERVER_ERROR */
  expectBody?: boolean;
}

/** Query parameters that are undefined, null or '' are left out. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A parsed error body: a JSON object with a string `error` (platform-shapes.md 1.3), else null. */
function errorBodyOf(text: string): ApiError | null {
  if (!text) return null;
  try {
    const body: unknown = parseJson(text);
    if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as ApiError).error === 'string' && (body as ApiError).error) {
      return body as ApiError;
    }
  } catch {
    /* an HTML page or other text: not the API's answer */
  }
  return null;
}

const GATEWAY_STATUSES = [502, 503, 504];

/**
 * A failed answer → its error (spec §8 with the platform's rules, platform-shapes.md 1.3–1.4).
 * The code comes from the body, never from the status alone:
 * - no JSON `{ error }` (an HTML page of a proxy or CDN, text, nothing): SERVICE_UNAVAILABLE for
 *   502/503/504, else INTERNAL_SERVER_ERROR; the page itself is never the code;
 * - 429: TOO_MANY_REQUESTS with the body's message kept (it may say when to try again);
 * - 503: SERVICE_UNAVAILABLE; 500: INTERNAL_SERVER_ERROR, except AUTHENTICATION_FAILURE, which the
 *   platform sends with 500 and which is the one code that ends the session;
 * - anything else: the body as it came (UNAUTHORIZED with 401 is a refusal, not a lost session).
 */
export function errorForStatus(status: number, text: string): ApiError {
  const body = errorBodyOf(text);
  if (status === 429) return { error: 'TOO_MANY_REQUESTS', ...(body?.message ? { message: body.message } : {}), status };
  if (!body) return { error: GATEWAY_STATUSES.includes(status) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', status };
  if (status === 503) return { error: 'SERVICE_UNAVAILABLE', status };
  if (status === 500 && body.error !== 'AUTHENTICATION_FAILURE') return { error: 'INTERNAL_SERVER_ERROR', status };
  return { ...body, status };
}

/** 200 and 201 are successes (the sandbox answers a creation with 201); any other status is a failure. */
export const isSuccess = (status: number): boolean => status === 200 || status === 201;

/** A thrown error → its message, or an uppercased string, or UNKOWN_ERROR (spelt so). */
export function errorFromThrown(thrown: unknown): ApiError {
  if (thrown instanceof Error && thrown.message) return { error: thrown.message };
  if (typeof thrown === 'string' && thrown) return { error: thrown.toUpperCase() };
  return { error: 'UNKOWN_ERROR' };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, query, auth = true, responseType = 'json', signal, cache, expectBody = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

  if (auth) {
    const session = loadSession();
    // No valid session: the call is not sent at all.
    if (!session) return [undefined, { error: 'AUTHENTICATION_FAILURE' }];
    headers.Authorization = `Basic ${session.accessToken}`;
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiBase() + path + buildQuery(query), { method, headers, body: payload, signal, cache });
  } catch (thrown) {
    if (signal?.aborted) return [undefined, errorFromThrown(thrown)];
    errorLogger(`${method} ${path} failed without a status`, thrown);
    return [undefined, { error: 'NETWORK_ERROR' }];
  }

  try {
    if (isSuccess(response.status)) {
      if (responseType === 'blob') return [(await response.blob()) as T, undefined];
      const text = await response.text();
      if (text) return [parseJson<T>(text), undefined];
      if (!expectBody) return [undefined as T, undefined];
      // a success without the body the call is for: the server failed to say what happened
      errorLogger(`${method} ${path} → ${response.status} without a body`, undefined);
      return [undefined, { error: 'INTERNAL_SERVER_ERROR', status: response.status }];
    }
    const error = errorForStatus(response.status, await response.text());
    if (![500, 503, 429].includes(response.status)) errorLogger(`${method} ${path} → ${response.status}`, error);
    return [undefined, error];
  } catch (thrown) {
    return [undefined, errorFromThrown(thrown)];
  }
}
