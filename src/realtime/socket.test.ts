import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_RECONNECT_AFTER_CLOSE_MS, SOCKET_RETRY_NOT_READY_MS } from '../contract/constants';
import { FakeSocket } from './fakeSocket';
import { RealtimeSocket, socketUrlFor } from './socket';

let sockets: FakeSocket[];
let token: string | null;
const last = () => sockets[sockets.length - 1];
const make = () =>
  new RealtimeSocket({
    url: () => 'ws://api.test/',
    token: () => token,
    create: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'tok';
});
afterEach(() => vi.useRealTimers());

const chat = { path: '/v1/contract/chat', contractId: '1-2', message: 'hi' } as const;

describe('socketUrlFor', () => {
  it('turns the API URL into the root path of its host over ws', () => {
    expect(socketUrlFor('http://127.0.0.1:8080/v1')).toBe('ws://127.0.0.1:8080/');
    expect(socketUrlFor('https://api.example.org/v1')).toBe('wss://api.example.org/');
  });
});

describe('RealtimeSocket', () => {
  it('on open sends the authentication first, then the queued messages, once', () => {
    const socket = make();
    socket.start();
    expect(socket.state).toBe('connecting');
    socket.send(chat);
    expect(sockets).toHaveLength(1); // a connection under way only queues
    last().open();
    expect(socket.connected).toBe(true);
    expect(last().sent).toEqual([{ path: '/v1/pwt/auth', accessToken: 'tok' }, chat]);
    socket.send({ ...chat, message: 'now' });
    expect(last().sent).toHaveLength(3);
  });

  it('is authenticated at the first message with accessToken; then messages go to listeners', () => {
    const socket = make();
    const heard: unknown[] = [];
    socket.onMessage((m) => heard.push(m));
    socket.start();
    last().open();
    last().receive({ event: 'dataStale', data: [['disputes']] });
    expect(socket.authenticated).toBe(false);
    expect(heard).toEqual([]);
    last().receive({ accessToken: 'tok', expiry: 1 });
    expect(socket.state).toBe('authenticated');
    last().receive({ event: 'dataStale', data: [['disputes']] });
    last().receive({ roomId: 'contract-1-2', date: '2026-01-02T03:04:05.000Z', message: 'x' });
    last().receive('not json');
    expect(heard).toHaveLength(2);
    expect((heard[1] as { date: Date }).date).toBeInstanceOf(Date);
  });

  it('on close: not connected, close listeners run once and are cleared, reconnect after 3 s', () => {
    const socket = make();
    const closes = vi.fn();
    const states: string[] = [];
    socket.onStateChange((s) => states.push(s));
    socket.start();
    last().open();
    last().receive({ accessToken: 'tok' });
    socket.onClose(closes);
    last().drop();
    expect(socket.connected).toBe(false);
    expect(socket.authenticated).toBe(false);
    expect(closes).toHaveBeenCalledTimes(1);
    // literal times: no reconnect at 2 999 ms, one at 3 000 ms
    vi.advanceTimersByTime(2_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    last().drop();
    expect(closes).toHaveBeenCalledTimes(1);
    expect(states).toContain('disconnected');
    expect(states).toContain('authenticated');
  });

  it('sending while not connected queues, closes and reopens at once; the message arrives once', () => {
    const socket = make();
    socket.start();
    last().open();
    last().drop(); // a reconnect is pending in 3 s
    socket.send(chat);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ path: '/v1/pwt/auth', accessToken: 'tok' }, chat]);
    vi.advanceTimersByTime(SOCKET_RECONNECT_AFTER_CLOSE_MS * 2);
    expect(sockets).toHaveLength(2); // the pending reconnect was replaced, not added
    expect(sockets.flatMap((s) => s.sent).filter((m) => JSON.stringify(m) === JSON.stringify(chat))).toHaveLength(1);
  });

  it('sending on a socket that is neither open nor connecting closes it and opens a new one', () => {
    const socket = make();
    socket.start();
    const first = last();
    first.readyState = 2; // closing, no close event yet
    socket.send(chat);
    expect(first.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('not ready at start (no session): retries after 10 s', () => {
    token = null;
    const socket = make();
    socket.start();
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(SOCKET_RETRY_NOT_READY_MS - 1);
    token = 'later';
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent[0]).toEqual({ path: '/v1/pwt/auth', accessToken: 'later' });
  });

  it('not ready when no WebSocket can be made; stop() ends retries and reconnects', () => {
    const socket = new RealtimeSocket({ url: () => 'ws://x/', token: () => 't', create: null });
    socket.start();
    expect(vi.getTimerCount()).toBe(1);
    socket.stop();
    expect(vi.getTimerCount()).toBe(0);
    const live = make();
    live.start();
    last().open();
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.state).toBe('disconnected');
  });
});
