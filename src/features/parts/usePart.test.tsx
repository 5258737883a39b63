// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { signedInFetch } from '../../api/testing';
import { usePart, usePartShown } from './usePart';

/** The decision is the route's own answer, asked once per session (react-query's cache, cleared at sign-out). */

const stub = signedInFetch();

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePart', () => {
  it('asks the probe once, however many places need the part, and hides it on 404 NOT_FOUND', async () => {
    stub.respond(404, { error: 'NOT_FOUND', message: 'No such API route' });
    const wrapper = wrapperWith(new QueryClient());
    const first = renderHook(() => usePart('audit'), { wrapper });
    expect(first.result.current).toBe('pending');
    await waitFor(() => expect(first.result.current).toBe('unavailable'));
    const second = renderHook(() => usePart('audit'), { wrapper });
    expect(second.result.current).toBe('unavailable');
    expect(stub.fetchMock).toHaveBeenCalledTimes(1);
    expect(stub.call().url).toMatch(/\/v1\/pwt\/audit\?size=1$/);
  });

  it("a mediator's 403 on the whole trail still means the server has the trail", async () => {
    stub.respond(403, { error: 'UNAUTHORIZED' });
    const { result } = renderHook(() => usePart('audit'), { wrapper: wrapperWith(new QueryClient()) });
    await waitFor(() => expect(result.current).toBe('available'));
  });

  it('a server error decides nothing: the part shows (with its own failure) and the next session asks again', async () => {
    stub.respond(503, { error: 'SERVICE_UNAVAILABLE' });
    const client = new QueryClient();
    const { result } = renderHook(() => usePart('ownership'), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current).toBe('available'));
    expect(client.getQueryData(['optionalPart', 'ownership'])).toBeUndefined();
  });
  it('draws a screen that reads only whether the part shows once: the answer confirming it changes nothing drawn', async () => {
    stub.respond(200, { thresholds: [] });
    const draws = { shown: 0, state: 0 };
    const wrapper = wrapperWith(new QueryClient());
    const shown = renderHook(() => (draws.shown++, usePartShown('clocks')), { wrapper });
    const state = renderHook(() => (draws.state++, usePart('clocks')), { wrapper });
    expect(shown.result.current).toBe(true);
    await waitFor(() => expect(state.result.current).toBe('available'));
    expect(shown.result.current).toBe(true);
    expect(draws.shown).toBe(1);
    expect(draws.state).toBeGreaterThan(1); // the state itself is drawn again with the answer
    expect(stub.fetchMock).toHaveBeenCalledTimes(1);
  });
});
