// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore } from 'ra-core';
import { useEffect, useState } from 'react';
import { buildI18nProvider } from '../../i18n/provider';
import { en } from '../../i18n/en';
import { catalogues, completeEnglish } from '../ui/catalogues';

completeEnglish(en);
import { Banner, BannerProvider } from '../ui/Banner';
import { BannerNotification } from '../layout/BannerNotification';
import { ConnectionState } from './ConnectionState';
import { fakeRealtimeSocket } from './fakeSocket';
import { RealtimeProvider, useRealtime, useRealtimeActions, useRealtimeState } from './RealtimeProvider';
import type { SocketServerMessage } from '../contract';

let fake: ReturnType<typeof fakeRealtimeSocket>;
let queryClient: QueryClient;
let received: SocketServerMessage[];

/** A screen using the hook: sends on a click, records what it is given. */
function Probe() {
  const { state, send, subscribe } = useRealtime();
  const [count, setCount] = useState(0);
  useEffect(() => subscribe((message) => {
    received.push(message);
    setCount((n) => n + 1);
  }), [subscribe]);
  return (
    <>
      <span data-testid="state">{state}</span>
      <span data-testid="count">{count}</span>
      <button onClick={() => send({ path: '/v1/contract/chat', contractId: '1-2', message: 'hi' })}>send</button>
    </>
  );
}

function renderProvider() {
  return render(
    <BannerProvider>
      <CoreAdminContext i18nProvider={buildI18nProvider(catalogues, 'en')} store={memoryStore()} queryClient={queryClient}>
        <BannerNotification />
        <Banner />
        <RealtimeProvider createSocket={() => fake.socket}>
          <ConnectionState />
          <Probe />
        </RealtimeProvider>
      </CoreAdminContext>
    </BannerProvider>,
  );
}

/** Opens the current connection and answers the authentication, as the sandbox does. */
function authenticate() {
  act(() => fake.last().open());
  act(() => fake.last().receive({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));
}

beforeEach(() => {
  fake = fakeRealtimeSocket();
  queryClient = new QueryClient();
  received = [];
});
afterEach(() => vi.restoreAllMocks());

describe('RealtimeProvider', () => {
  it('opens one socket and follows its state in the app bar, with a text alternative', async () => {
    renderProvider();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().url).toBe('ws://api.test/');
    expect(screen.getByTestId('state')).toHaveTextContent('connecting');
    expect(screen.getByRole('img', { name: 'Live updates: connecting' })).toBeInTheDocument();
    act(() => fake.last().open());
    expect(fake.last().sent[0]).toEqual({ path: '/v1/pwt/auth', accessToken: 'tok' });
    expect(screen.getByTestId('state')).toHaveTextContent('connected');
    expect(screen.getByRole('img', { name: 'Live updates: connecting' })).toBeInTheDocument();
    act(() => fake.last().receive({ accessToken: 'tok', expiry: 1 }));
    expect(screen.getByTestId('state')).toHaveTextContent('authenticated');
    expect(screen.getByRole('img', { name: 'Live updates: connected' })).toBeInTheDocument();
    act(() => fake.last().drop());
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(screen.getByRole('img', { name: 'Live updates: offline' })).toBeInTheDocument();
  });

  it('closes the socket for good when unmounted (sign-out)', () => {
    const view = renderProvider();
    authenticate();
    view.unmount();
    expect(fake.last().closed).toBe(true);
    expect(fake.socket.state).toBe('disconnected');
  });

  it('sends through the socket and hands every later message to subscribers', () => {
    renderProvider();
    authenticate();
    act(() => screen.getByRole('button', { name: 'send' }).click());
    expect(fake.last().sent).toContainEqual({ path: '/v1/contract/chat', contractId: '1-2', message: 'hi' });
    const chat = { id: 1, roomId: 'contract-1-2', contractId: '1-2', from: 'x', side: 'buyer', date: '2026-01-01T00:00:00Z', message: 'hello', readBy: [] };
    act(() => fake.last().receive(chat));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(received[0]).toMatchObject({ roomId: 'contract-1-2', message: 'hello' });
  });

  it('invalidates the queries a dataStale message names, and the react-admin queries behind them', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderProvider();
    authenticate();
    act(() =>
      fake.last().receive({ event: 'dataStale', data: [['disputes'], ['contract', '14-15'], ['contractChat', '14-15'], 'junk'] }),
    );
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([
      ['disputes'],
      ['contract', '14-15'],
      ['contracts', 'getOne', { id: '14-15' }],
      ['contractChat', '14-15'],
      ['contracts', 'getContractChat', '14-15'],
    ]);
  });

  it('refetches a disputes list that is on screen when told it is stale', async () => {
    const fetcher = vi.fn().mockResolvedValue(['a']);
    await queryClient.fetchQuery({ queryKey: ['disputes', 'getList', { page: 1 }], queryFn: fetcher });
    const other = vi.fn().mockResolvedValue(['b']);
    await queryClient.fetchQuery({ queryKey: ['events', 'getList', {}], queryFn: other });
    renderProvider();
    authenticate();
    act(() => fake.last().receive({ event: 'dataStale', data: [['disputes']] }));
    expect(queryClient.getQueryState(['disputes', 'getList', { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['events', 'getList', {}])?.isInvalidated).toBe(false);
  });

  it('refetches every active query after a reconnect (what changed meanwhile sent it nothing), not at the first connection', async () => {
    vi.useFakeTimers();
    try {
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      renderProvider();
      authenticate();
      expect(invalidate).not.toHaveBeenCalled();
      act(() => fake.last().drop());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_000);
      });
      expect(fake.sockets).toHaveLength(2);
      authenticate();
      expect(invalidate).toHaveBeenCalledWith();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a pwt notification as a banner linking to its contract', async () => {
    renderProvider();
    authenticate();
    act(() => fake.last().receive({ event: 'notification', data: { type: 'pwt.contract.disputeRaised', contractId: '14-15', title: 'x' } }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Dispute opened');
    expect(screen.getByRole('link', { name: 'Open contract PC-E-F' })).toHaveAttribute('href', expect.stringMatching(/\/contract\/14-15$/));
  });

  it('shows an unknown type by its title, or as a new unknown notification; no link without a valid contract', async () => {
    renderProvider();
    authenticate();
    act(() => fake.last().receive({ event: 'notification', data: { type: 'pwt.something.new', title: 'Hello there' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Hello there'));
    act(() => fake.last().receive({ event: 'notification', data: { type: 'pwt.other', contractId: '<b>' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('New unknown notification'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('outside a provider the state is closed and sending does nothing', () => {
    render(
      <CoreAdminContext i18nProvider={buildI18nProvider(catalogues, 'en')} store={memoryStore()}>
        <ConnectionState />
      </CoreAdminContext>,
    );
    expect(screen.getByRole('img', { name: 'Live updates: offline' })).toBeInTheDocument();
  });
  it('draws a screen that only sends or listens once, and one that asks one fact again only when that fact changes', () => {
    const draws = { actions: 0, signedIn: 0 };
    function Sender() {
      const { send } = useRealtimeActions();
      draws.actions++;
      return <button onClick={() => send({ path: '/v1/pwt/presence', contractId: null })}>announce</button>;
    }
    function SignedIn() {
      const signedIn = useRealtimeState((state) => state === 'authenticated');
      draws.signedIn++;
      return <span data-testid="signed-in">{String(signedIn)}</span>;
    }
    render(
      <CoreAdminContext i18nProvider={buildI18nProvider(catalogues, 'en')} store={memoryStore()} queryClient={queryClient}>
        <RealtimeProvider createSocket={() => fake.socket}>
          <Sender />
          <SignedIn />
        </RealtimeProvider>
      </CoreAdminContext>,
    );
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    const before = { ...draws };
    act(() => fake.last().open()); // connecting → connected: the fact "signed in" stays false
    expect(draws).toEqual(before);
    act(() => fake.last().receive({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));
    expect(screen.getByTestId('signed-in')).toHaveTextContent('true');
    expect(draws).toEqual({ actions: before.actions, signedIn: before.signedIn + 1 });
    act(() => screen.getByRole('button', { name: 'announce' }).click());
    expect(fake.last().sent.at(-1)).toEqual({ path: '/v1/pwt/presence', contractId: null });
  });
});
