// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endsSession } from '../auth/authProvider';
import { ApiFailure } from '../data/unwrap';
import { request, setErrorLogger } from './client';
import { clearSession, saveSession } from './session';
import { stubFetch } from './testing';
import type { ApiError } from '../contract';

/**
 * The real API's error rules (platform-shapes.md 1.3–1.4) as one table: what an answer becomes in
 * the console, and whether it ends the session. The code in the body decides, never the status alone.
 */

const { respond } = stubFetch();
beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

const CLOUDFLARE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>cloudflare</body></html>';

interface Row {
  what: string;
  status: number;
  body?: unknown;
  /** the error the call yields; undefined = a success */
  error?: ApiError;
  /** the result of a success */
  result?: unknown;
  signsOut: boolean;
}

const table: Row[] = [
  { what: 'AUTHENTICATION_FAILURE as the platform sends it (500)', status: 500, body: { error: 'AUTHENTICATION_FAILURE' }, error: { error: 'AUTHENTICATION_FAILURE', status: 500 }, signsOut: true },
  { what: 'AUTHENTICATION_FAILURE as the sandbox sends it (401)', status: 401, body: { error: 'AUTHENTICATION_FAILURE' }, error: { error: 'AUTHENTICATION_FAILURE', status: 401 }, signsOut: true },
  { what: 'UNAUTHORIZED as the platform sends it (401): a refusal', status: 401, body: { error: 'UNAUTHORIZED', message: 'no' }, error: { error: 'UNAUTHORIZED', message: 'no', status: 401 }, signsOut: false },
  { what: 'UNAUTHORIZED as the sandbox sends it (403)', status: 403, body: { error: 'UNAUTHORIZED' }, error: { error: 'UNAUTHORIZED', status: 403 }, signsOut: false },
  { what: 'AUTHENTICATION_FAILED (the traders’ re-auth code) on 401', status: 401, body: { error: 'AUTHENTICATION_FAILED' }, error: { error: 'AUTHENTICATION_FAILED', status: 401 }, signsOut: false },
  { what: 'a 401 without a body', status: 401, error: { error: 'INTERNAL_SERVER_ERROR', status: 401 }, signsOut: false },
  { what: 'an HTML page with 502', status: 502, body: CLOUDFLARE, error: { error: 'SERVICE_UNAVAILABLE', status: 502 }, signsOut: false },
  { what: 'an HTML page with 503', status: 503, body: CLOUDFLARE, error: { error: 'SERVICE_UNAVAILABLE', status: 503 }, signsOut: false },
  { what: 'an HTML page with 504', status: 504, body: CLOUDFLARE, error: { error: 'SERVICE_UNAVAILABLE', status: 504 }, signsOut: false },
  { what: 'an HTML page with 403 (a CDN challenge)', status: 403, body: CLOUDFLARE, error: { error: 'INTERNAL_SERVER_ERROR', status: 403 }, signsOut: false },
  { what: 'an HTML page with 500', status: 500, body: CLOUDFLARE, error: { error: 'INTERNAL_SERVER_ERROR', status: 500 }, signsOut: false },
  { what: 'plain text with 400', status: 400, body: 'Bad Request', error: { error: 'INTERNAL_SERVER_ERROR', status: 400 }, signsOut: false },
  { what: 'JSON without an error code', status: 404, body: { message: 'gone' }, error: { error: 'INTERNAL_SERVER_ERROR', status: 404 }, signsOut: false },
  { what: 'a JSON array', status: 400, body: ['x'], error: { error: 'INTERNAL_SERVER_ERROR', status: 400 }, signsOut: false },
  { what: 'any other 500 body', status: 500, body: { error: 'DB_DOWN', message: 'x' }, error: { error: 'INTERNAL_SERVER_ERROR', status: 500 }, signsOut: false },
  { what: '503 with a code', status: 503, body: { error: 'MAINTENANCE' }, error: { error: 'SERVICE_UNAVAILABLE', status: 503 }, signsOut: false },
  { what: '429 keeps its message', status: 429, body: { error: 'TOO_MANY_REQUESTS', message: 'Try again in 30 s' }, error: { error: 'TOO_MANY_REQUESTS', message: 'Try again in 30 s', status: 429 }, signsOut: false },
  { what: '429 as an HTML page', status: 429, body: CLOUDFLARE, error: { error: 'TOO_MANY_REQUESTS', status: 429 }, signsOut: false },
  { what: 'a refusal with details (409)', status: 409, body: { error: 'DUPLICATE', details: { id: 1 } }, error: { error: 'DUPLICATE', details: { id: 1 }, status: 409 }, signsOut: false },
  { what: 'NOT_FOUND (404)', status: 404, body: { error: 'NOT_FOUND' }, error: { error: 'NOT_FOUND', status: 404 }, signsOut: false },
  { what: 'a 201 is a success', status: 201, body: { id: '7' }, result: { id: '7' }, signsOut: false },
  { what: 'a 200 is a success', status: 200, body: { success: true }, result: { success: true }, signsOut: false },
  { what: 'an empty 200 where a body is expected', status: 200, error: { error: 'INTERNAL_SERVER_ERROR', status: 200 }, signsOut: false },
  { what: 'a 204 (the platform answers 200)', status: 204, error: { error: 'INTERNAL_SERVER_ERROR', status: 204 }, signsOut: false },
];

describe('the real API’s error rules', () => {
  it.each(table)('$what', async ({ status, body, error, result, signsOut }) => {
    respond(status, body);
    const [answer, failure] = await request('/x');
    expect(failure).toEqual(error);
    if (!error) expect(answer).toEqual(result);
    // the session rule reads the same error, whether as the pair's error or thrown through react-admin
    expect(endsSession(failure)).toBe(signsOut);
    if (failure) expect(endsSession(new ApiFailure(failure))).toBe(signsOut);
  });
});
