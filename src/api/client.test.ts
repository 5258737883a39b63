// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from './testing';
import { request, setErrorLogger } from './client';
import { clearSession, saveSession } from './session';

/** Spec §8, status by status. fetch is a stub here; the browser tests talk to the sandbox. */

const { fetchMock, respond, call } = stubFetch();
const logger = vi.fn();
const sentInit = (): RequestInit => call().init;
const sentHeaders = (): Record<string, string> => call().headers;

beforeEach(() => {
  setErrorLogger(logger);
  saveSession({ accessToken: 'tok-123', expiry: Date.now() + 3_600_000 });
});
afterEach(() => {
  logger.mockReset();
  clearSession();
});

describe('request: status → error (spec §8)', () => {
  it('gives NETWORK_ERROR when there is no status, and logs it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await request('/x')).toEqual([undefined, { error: 'NETWORK_ERROR' }]);
    expect(logger).toHaveBeenCalledTimes(1);
  });

  it.each([
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('maps %i to %s', async (status, code) => {
    respond(status, { error: 'IGNORED' });
    expect(await request('/x')).toEqual([undefined, { error: code, status }]);
  });

  it.each([400, 401, 403, 404, 409])('returns the parsed body of a %i and logs it', async (status) => {
    respond(status, { error: 'SOME_CODE', message: 'why' });
    const [result, error] = await request('/x');
    expect(result).toBeUndefined();
    expect(error).toEqual({ error: 'SOME_CODE', message: 'why', status });
    expect(logger).toHaveBeenCalledWith(expect.stringContaining(String(status)), error);
  });

  it('never takes a non-JSON error body as the code', async () => {
    respond(418, 'teapot');
    expect(await request('/x')).toEqual([undefined, { error: 'INTERNAL_SERVER_ERROR', status: 418 }]);
  });
});

describe('request: thrown errors', () => {
  it("gives a thrown error's message", async () => {
    respond(200, '{not json');
    const [, error] = await request('/x');
    expect(error?.error).toMatch(/JSON/);
  });

  it('uppercases a thrown string', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce('aborted');
    expect(await request('/x', { signal: controller.signal })).toEqual([undefined, { error: 'ABORTED' }]);
  });

  it('gives UNKOWN_ERROR (spelt so) for anything else', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(undefined);
    expect(await request('/x', { signal: controller.signal })).toEqual([undefined, { error: 'UNKOWN_ERROR' }]);
  });
});

describe('request: success', () => {
  it('revives ISO UTC timestamps into Dates and leaves other strings', async () => {
    respond(200, { at: '2024-05-01T10:20:30.123Z', day: '2024-05-01', name: 'x' });
    const [result] = await request<{ at: Date; day: string; name: string }>('/x');
    expect(result?.at).toBeInstanceOf(Date);
    expect(result?.at.toISOString()).toBe('2024-05-01T10:20:30.123Z');
    expect(result?.day).toBe('2024-05-01');
  });

  it('yields undefined for an empty body when the call expects none', async () => {
    respond(200);
    expect(await request('/x', { expectBody: false })).toEqual([undefined, undefined]);
  });
});

describe('request: authorization', () => {
  it('sends "Basic <token>"', async () => {
    respond(200, {});
    await request('/x');
    expect(sentHeaders().Authorization).toBe('Basic tok-123');
  });

  it('raises AUTHENTICATION_FAILURE without calling fetch when there is no session', async () => {
    clearSession();
    expect(await request('/x')).toEqual([undefined, { error: 'AUTHENTICATION_FAILURE' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a token with 60 s or less left as no session', async () => {
    saveSession({ accessToken: 'old', expiry: Date.now() + 30_000 });
    expect(await request('/x')).toEqual([undefined, { error: 'AUTHENTICATION_FAILURE' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no Authorization on a public call', async () => {
    clearSession();
    respond(200, {});
    await request('/info', { auth: false });
    expect(sentHeaders().Authorization).toBeUndefined();
  });
});

describe('request: bodies', () => {
  it('sends a plain object as JSON', async () => {
    respond(200, {});
    await request('/x', { method: 'POST', body: { a: 1 } });
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(sentInit().body).toBe('{"a":1}');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    respond(200, {});
    const form = new FormData();
    form.append('currencies', 'EUR');
    form.append('currencies', 'CHF');
    await request('/events', { method: 'POST', body: form });
    expect(sentInit().body).toBe(form);
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });

  it('leaves empty query values out', async () => {
    respond(200, []);
    await request('/x', { query: { a: 1, b: '', c: undefined, d: null } });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/v1\/x\?a=1$/);
  });
});
