import type { WSContext } from 'hono/ws';
import type { SocketError } from '../../src/contract';
import type { StaffRecord } from '../db/adminRecords';

/*
 * The socket's connections and the limits that guard them: message size and rate, the total and
 * the shares of connections, and the time a new connection has to sign in.
 */

/** ws closes a connection whose single message exceeds this (code 1009). */
export const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;
/** Per connection: messages per window before TOO_MANY_REQUESTS, and before closing (1008). */
const RATE_WINDOW_MS = 10_000;
const RATE_LIMIT = 30;
const RATE_CLOSE = 200;
export const AUTH_TIMEOUT_MS = 10_000;
const MAX_CONNECTIONS = 500;
/**
 * Shares of the 500: one staff member's signed-in sockets (tabs, devices) and one client address's
 * sockets, so that one account or one machine cannot take every slot and push a mediator out.
 * The address share is large because an office, or every browser test, comes from one address.
 */
export const MAX_CONNECTIONS_PER_STAFF = 20;
export const MAX_CONNECTIONS_PER_ADDRESS = 200;

export interface Connection {
  ws: WSContext;
  staff: StaffRecord | null;
  tokenHash: string | null;
  /** when the session's token expires (ms since epoch); 0 before authentication */
  expiry: number;
  /** the client's address (the per-address share) */
  address: string;
  /** messages of one connection are handled in order (the auth check is asynchronous) */
  chain: Promise<void>;
  windowStart: number;
  count: number;
  authTimer?: ReturnType<typeof setTimeout>;
}

/** A connection from `address` before it opens: no socket yet, not signed in. */
export const newConnection = (address: string): Connection => ({
  ws: undefined as unknown as WSContext,
  staff: null,
  tokenHash: null,
  expiry: 0,
  address,
  chain: Promise.resolve(),
  windowStart: 0,
  count: 0,
});

/** Why a connection from `address` may not open (closed with 1013), or null: the total, then the address's share. */
export function admissionRefusal(connections: ReadonlySet<Connection>, address: string): string | null {
  if (connections.size >= MAX_CONNECTIONS) return 'Too many connections';
  const fromAddress = [...connections].filter((other) => other.address === address).length;
  if (fromAddress >= MAX_CONNECTIONS_PER_ADDRESS) return 'Too many connections from this address';
  return null;
}

/** Counts one message in the connection's window: 'close' past RATE_CLOSE, 'refuse' past RATE_LIMIT. */
export function countMessage(connection: Connection, now: number): 'ok' | 'refuse' | 'close' {
  if (now - connection.windowStart >= RATE_WINDOW_MS) {
    connection.windowStart = now;
    connection.count = 0;
  }
  connection.count++;
  if (connection.count > RATE_CLOSE) return 'close';
  if (connection.count > RATE_LIMIT) return 'refuse';
  return 'ok';
}

/** Whether staff member `staffId` already has their share of signed-in sockets, besides `connection`. */
export const staffShareTaken = (connections: ReadonlySet<Connection>, connection: Connection, staffId: string): boolean =>
  [...connections].filter((c) => c !== connection && c.staff?.id === staffId).length >= MAX_CONNECTIONS_PER_STAFF;

export const refusal = (error: string, message: string, path?: string): SocketError => ({ error, message, ...(path ? { path } : {}) });
