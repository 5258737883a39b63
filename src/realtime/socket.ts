import { apiBase, parseJson } from '../api/client';
import { loadSession } from '../api/session';
import type { SocketClientMessage, SocketServerMessage } from '../contract';
import { SOCKET_RECONNECT_AFTER_CLOSE_MS, SOCKET_RETRY_NOT_READY_MS } from '../contract/constants';

/**
 * The real-time socket of spec §4 as a framework-free class (docs/decisions/disputes.md):
 *
 * - not connected → `start()` opens a connection when one can be made (a session token and a
 *   WebSocket); if not ready, it tries again after 10 s
 * - on open: connected; sends the authentication message (the staff token), then flushes the
 *   messages queued meanwhile, each once
 * - authenticated at the first message that carries `accessToken`; after that every message goes
 *   to the listeners
 * - on close: connected = false; the close listeners run once and are cleared; reconnect after 3 s
 * - `send` while not connected queues the message, closes and reopens (at once, not after 3 s);
 *   while a connection is being opened it only queues: that open flushes the queue
 *
 * React hooks and the app-bar state live above this (phase 2); they use onMessage, onClose and
 * onStateChange.
 */

/** The part of the browser's WebSocket this class uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'authenticated';

const CONNECTING = 0;

/** The API host with http → ws and the root path: http://h:8080/v1 → ws://h:8080/ */
export const socketUrlFor = (apiUrl: string): string => {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/';
  url.search = '';
  url.hash = '';
  return url.toString();
};

export interface RealtimeSocketOptions {
  /** default: socketUrlFor(apiBase()) */
  url?: () => string;
  /** the staff token; null = not signed in (not ready) */
  token?: () => string | null;
  /** default: the browser's WebSocket; null when there is none (not ready) */
  create?: SocketFactory | null;
}

const browserWebSocket = (): SocketFactory | null =>
  typeof WebSocket === 'undefined' ? null : (url) => new WebSocket(url) as unknown as SocketLike;

export class RealtimeSocket {
  connected = false;
  authenticated = false;
  private socket: SocketLike | null = null;
  private queue: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private readonly messageListeners = new Set<(message: SocketServerMessage) => void>();
  private closeListeners: (() => void)[] = [];
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly url: () => string;
  private readonly token: () => string | null;
  private readonly create: SocketFactory | null;

  constructor(options: RealtimeSocketOptions = {}) {
    this.url = options.url ?? (() => socketUrlFor(apiBase()));
    this.token = options.token ?? (() => loadSession()?.accessToken ?? null);
    this.create = options.create === undefined ? browserWebSocket() : options.create;
  }

  get state(): ConnectionState {
    if (this.authenticated) return 'authenticated';
    if (this.connected) return 'connected';
    return this.socket?.readyState === CONNECTING ? 'connecting' : 'disconnected';
  }

  /** Opens a connection now, or after 10 s when not ready. Idempotent. */
  start(): void {
    this.running = true;
    if (!this.socket) this.open();
  }

  /** Closes for good (sign-out): no reconnect; queued messages are dropped. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.queue = [];
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    if (socket) this.handleClose(socket);
  }

  send(message: SocketClientMessage): void {
    const text = JSON.stringify(message);
    if (this.connected && this.socket) {
      this.socket.send(text);
      return;
    }
    this.queue.push(text);
    if (this.socket?.readyState === CONNECTING) return;
    this.running = true;
    this.reopen();
  }

  onMessage(listener: (message: SocketServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Runs once, at the next close. */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private emitState(): void {
    const state = this.state;
    for (const listener of this.stateListeners) listener(state);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private retry(after: number): void {
    this.clearTimer();
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, after);
  }

  private reopen(): void {
    const socket = this.socket;
    if (socket) {
      this.socket = null;
      socket.close();
      this.handleClose(socket);
    }
    this.clearTimer();
    this.open();
  }

  private open(): void {
    if (!this.running || this.socket) return;
    const token = this.token();
    let socket: SocketLike | null = null;
    try {
      socket = token && this.create ? this.create(this.url()) : null;
    } catch {
      socket = null;
    }
    if (!socket || !token) return this.retry(SOCKET_RETRY_NOT_READY_MS);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.connected = true;
      socket.send(JSON.stringify({ path: '/v1/pwt/auth', accessToken: this.token() ?? token }));
      const queued = this.queue;
      this.queue = [];
      for (const text of queued) socket.send(text);
      this.emitState();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let message: SocketServerMessage;
      try {
        message = parseJson<SocketServerMessage>(String(event.data));
      } catch {
        return; // not JSON: nothing a listener could use
      }
      if (!this.authenticated) {
        if (!message || typeof message !== 'object' || !('accessToken' in message)) return;
        this.authenticated = true;
        this.emitState();
        return;
      }
      for (const listener of [...this.messageListeners]) listener(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handleClose(socket);
      this.retry(SOCKET_RECONNECT_AFTER_CLOSE_MS);
    };
    socket.onerror = () => undefined; // a close follows
    this.emitState();
  }

  private handleClose(socket: SocketLike): void {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    this.connected = false;
    this.authenticated = false;
    const listeners = this.closeListeners;
    this.closeListeners = [];
    for (const listener of listeners) listener();
    this.emitState();
  }
}
