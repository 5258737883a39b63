// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Realtime } from '../../realtime/RealtimeProvider';
import { usePart } from './usePart';

/** Presence is asked over the socket: announcing "no case", once the socket is signed in. */

const realtime = vi.hoisted(() => ({ current: null as unknown as Realtime }));
vi.mock('../../realtime/RealtimeProvider', () => ({
  useRealtimeActions: () => realtime.current,
  useRealtimeState: (select: (state: Realtime['state']) => unknown) => select(realtime.current.state),
}));

let listeners: ((message: unknown) => void)[];
let sent: unknown[];
const fake = (state: Realtime['state']): Realtime => ({
  state,
  send: (message) => void sent.push(message),
  subscribe: (listener) => {
    listeners.push(listener as (message: unknown) => void);
    return () => void (listeners = listeners.filter((l) => l !== listener));
  },
});
const answer = (message: unknown) => act(() => [...listeners].forEach((l) => l(message)));
// one client per test, as the console has one per session (not one per render of the wrapper)
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  client = new QueryClient();
  listeners = [];
  sent = [];
});

describe('usePart: presence', () => {
  it('waits for the sign-in, then announces no case; NOT_FOUND for the path hides it', async () => {
    realtime.current = fake('connecting');
    const { result, rerender } = renderHook(() => usePart('presence'), { wrapper });
    expect(sent).toEqual([]);
    realtime.current = fake('authenticated');
    rerender();
    await waitFor(() => expect(sent).toEqual([{ path: '/v1/pwt/presence', contractId: null }]));
    await answer({ event: 'dataStale', data: [] }); // another message decides nothing
    expect(result.current).toBe('pending');
    await answer({ error: 'NOT_FOUND', message: 'Unknown path', path: '/v1/pwt/presence' });
    await waitFor(() => expect(result.current).toBe('unavailable'));
  });

  it('the presence map: it is there', async () => {
    realtime.current = fake('authenticated');
    const { result } = renderHook(() => usePart('presence'), { wrapper });
    await waitFor(() => expect(sent).toHaveLength(1));
    await answer({ event: 'presence', data: [] });
    await waitFor(() => expect(result.current).toBe('available'));
  });
});
