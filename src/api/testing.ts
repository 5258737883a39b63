import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setErrorLogger } from './client';
import { clearSession, saveSession } from './session';

/**
 * For the API layer's unit tests only (never imported by the console): a stubbed global fetch,
 * installed before and removed after each test of the calling file. The browser tests talk to the
 * real sandbox instead.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  /** The next call answers `status` with `body` (JSON, a raw string, or no body). */
  const respond = (status: number, body?: unknown) =>
    fetchMock.mockResolvedValueOnce(
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

  /** What the i-th call sent. */
  const call = (i = 0) => {
    const init = fetchMock.mock.calls[i][1] as RequestInit & { headers: Record<string, string> };
    return { url: String(fetchMock.mock.calls[i][0]), init, headers: init.headers };
  };

  return { fetchMock, respond, call };
}

/**
 * stubFetch for a signed-in staff member (token `tok`, an hour left) whose failed calls log
 * nothing: the session is saved before and cleared after each test. Needs jsdom (the session
 * lives in sessionStorage).
 */
export function signedInFetch() {
  const stub = stubFetch();
  beforeEach(() => {
    setErrorLogger(() => undefined);
    saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
  });
  afterEach(() => clearSession());
  return stub;
}

/** Runs `call` against the stub (answered with an empty page) and checks it was an authenticated GET of `path`. */
export async function expectAuthenticatedGet(stub: ReturnType<typeof stubFetch>, call: () => Promise<unknown>, path: string) {
  stub.respond(200, { items: [], total: 0 });
  await call();
  const sent = stub.call();
  expect(sent.url.endsWith(path), sent.url).toBe(true);
  expect(sent.init.method).toBe('GET');
  expect(sent.headers.Authorization).toBe('Basic tok');
}
