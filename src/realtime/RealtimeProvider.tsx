import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import type { SocketClientMessage, SocketServerMessage } from '../contract';
import { contractDisplayId } from '../domain/disputes';
import { describePush } from './pushMessage';
import { RealtimeSocket, type ConnectionState } from './socket';
import { queryKeysForStale } from './staleKeys';

/** The connection as the console shows it (the app bar's state). */
export type RealtimeState = 'closed' | 'connecting' | 'connected' | 'authenticated';

export interface Realtime {
  state: RealtimeState;
  /** sends now, or queues and reconnects (spec §4); e.g. `{ path: '/v1/contract/chat', contractId, message }` */
  send(message: object): void;
  /** every message after authentication (chat messages, dataStale, notifications, errors); returns the unsubscribe */
  subscribe(listener: (message: SocketServerMessage) => void): () => void;
}

const STATE_OF: Record<ConnectionState, RealtimeState> = {
  disconnected: 'closed',
  connecting: 'connecting',
  connected: 'connected',
  authenticated: 'authenticated',
};

/**
 * What keeps its identity while the connection comes and goes: a screen that only sends or listens
 * (or asks for one fact of the state, useRealtimeState) is not drawn again at each change of state.
 */
export interface RealtimeActions extends Omit<Realtime, 'state'> {
  stateNow(): RealtimeState;
  /** calls `listener` after each change of state; returns the unsubscribe */
  onStateChange(listener: () => void): () => void;
}

/** Outside a provider (tests, /login): closed, sends nothing. */
const CLOSED_ACTIONS: RealtimeActions = {
  send: () => undefined,
  subscribe: () => () => undefined,
  stateNow: () => 'closed',
  onStateChange: () => () => undefined,
};
const CLOSED: Realtime = { state: 'closed', send: CLOSED_ACTIONS.send, subscribe: CLOSED_ACTIONS.subscribe };
const RealtimeContext = createContext<Realtime>(CLOSED);
const RealtimeActionsContext = createContext<RealtimeActions>(CLOSED_ACTIONS);

/** The state, `send` and `subscribe`: drawn again at every change of the connection's state. */
export const useRealtime = (): Realtime => useContext(RealtimeContext);
/** `send` and `subscribe` only: never drawn again by the connection. */
export const useRealtimeActions = (): RealtimeActions => useContext(RealtimeActionsContext);
/** One fact of the state (a boolean, a string): drawn again only when that fact changes. */
export function useRealtimeState<T extends string | number | boolean>(select: (state: RealtimeState) => T): T {
  const { stateNow, onStateChange } = useRealtimeActions();
  return useSyncExternalStore(onStateChange, () => select(stateNow()));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the console itself does with the socket's messages:
 * - `dataStale`: invalidates the named queries (the mapping: ./staleKeys.ts), so open screens refetch
 * - `notification` (pwt.*): an INFO banner through useNotify, with a link to /contract/{id} when the
 *   message names a valid contract; an unknown type shows its title, or "New unknown notification"
 */
function useConsoleWiring(socket: RealtimeSocket): void {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(
    () =>
      socket.onMessage((message) => {
        if (!isRecord(message)) return;
        if (message.event === 'dataStale' && Array.isArray(message.data)) {
          for (const key of message.data) {
            for (const queryKey of queryKeysForStale(key)) void queryClient.invalidateQueries({ queryKey });
          }
          return;
        }
        if (message.event === 'notification' && isRecord(message.data)) {
          const { key, text, contractId, link } = describePush(message.data, message.data.title);
          notify(key ?? text, {
            type: 'info',
            link: link && contractId ? { to: link, label: 'push.openContract', args: { 0: contractDisplayId(contractId) } } : undefined,
          });
        }
      }),
    [socket, queryClient, notify],
  );
}

/**
 * One socket (src/realtime/socket.ts) for the signed-in staff member, mounted once in the layout:
 * it opens with the layout (the token comes from src/api/session.ts at each open; the URL is the API
 * host with http → ws and the root path) and closes for good when the layout goes (sign-out).
 * After a reconnect every active query refetches (dataStale messages sent while the console was
 * offline never reached it). Screens use `useRealtime()` (the state, `send` and `subscribe`), or
 * `useRealtimeActions()` and `useRealtimeState()` when a change of state need not draw them again.
 */
export function RealtimeProvider({
  children,
  createSocket = () => new RealtimeSocket(),
}: {
  children: ReactNode;
  /** a socket with a fake WebSocket in tests */
  createSocket?: () => RealtimeSocket;
}) {
  const [socket] = useState(createSocket);
  const [state, setState] = useState<RealtimeState>(() => STATE_OF[socket.state]);
  const queryClient = useQueryClient();
  useConsoleWiring(socket);

  useEffect(() => {
    let wasAuthenticated = socket.state === 'authenticated';
    const off = socket.onStateChange((next) => {
      setState(STATE_OF[next]);
      // back after a drop: whatever changed meanwhile sent no dataStale to us, so the screens refetch
      if (next === 'authenticated' && wasAuthenticated) void queryClient.invalidateQueries();
      if (next === 'authenticated') wasAuthenticated = true;
    });
    socket.start();
    setState(STATE_OF[socket.state]);
    return () => {
      off();
      socket.stop();
    };
  }, [socket, queryClient]);

  // send and subscribe keep their identity across state changes: a screen's effect that subscribes does not run again
  const actions = useMemo<RealtimeActions>(
    () => ({
      send: (message) => socket.send(message as SocketClientMessage),
      subscribe: (listener) => socket.onMessage(listener),
      stateNow: () => STATE_OF[socket.state],
      onStateChange: (listener) => socket.onStateChange(() => listener()),
    }),
    [socket],
  );
  const value = useMemo<Realtime>(() => ({ state, send: actions.send, subscribe: actions.subscribe }), [state, actions]);
  return (
    <RealtimeActionsContext.Provider value={actions}>
      <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>
    </RealtimeActionsContext.Provider>
  );
}
