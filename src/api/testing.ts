import { afterEach, beforeEach, vi } from 'vitest';

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
