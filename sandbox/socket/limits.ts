import type { WSContext } from 'hono/ws';
import type { SocketError } from '../../src/contract';
import type { StaffRecord } from '../db/adminRecords';

/*
 * The socket's connections and the limits that guard them: message size and rate, the signed-in
 * slots and their shares, the waiting connections' own shares, and the time to sign in.
 */

/** ws closes a connection whose single message exceeds this (code 1009). */
export const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;
/** Per connection: messages per window before TOO_MANY_REQUESTS, and before closing (1008). */
const RATE_WINDOW_MS = 10_000;
const RATE_LIMIT = 30;
const RATE_CLOSE = 200;
/** A new connection signs in within this, or it is closed (4401). */
export const AUTH_TIMEOUT_MS = 5_000;
/**
 * Signed-in sockets: 500 in all, 20 of one staff member (tabs, devices), so that one account
 * cannot take every slot. Only a valid session signs a socket in, so strangers take none of these.
 */
export const MAX_SIGNED_IN = 500;
export const MAX_CONNECTIONS_PER_STAFF = 20;
/**
 * Sockets not signed in yet: 10 of one client address and 100 in all. A new one past either
 * share closes the oldest waiting one (1013) instead of being refused, so a stranger who keeps
 * reconnecting never keeps a staff member's new socket out: it is in, and signs in within
 * milliseconds, long before the stranger's next ten sockets push it out.
 */
export const MAX_PENDING_PER_ADDRESS = 10;
export const MAX_PENDING = 100;

export interface Connection {
  ws: WSContext;
  staff: StaffRecord | null;
  tokenHash: string | null;
  /** when the session's token expires (ms since epoch); 0 before authentication */
  expiry: number;
  /** the client's address (the share of sockets not signed in yet) */
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

const isPending = (connection: Connection): boolean => connection.tokenHash === null;

/**
 * The waiting (not signed-in) connections to close so that a new one from `address` fits: the
 * oldest of its address past that address's share, and the oldest of all past the total.
 */
export function pendingToEvict(connections: ReadonlySet<Connection>, address: string): Connection[] {
  const pending = [...connections].filter(isPending); // a Set keeps insertion order: oldest first
  const evict: Connection[] = [];
  const fromAddress = pending.filter((other) => other.address === address);
  if (fromAddress.length >= MAX_PENDING_PER_ADDRESS) evict.push(fromAddress[0]);
  const rest = pending.filter((other) => !evict.includes(other));
  if (rest.length >= MAX_PENDING) evict.push(rest[0]);
  return evict;
}

/** Whether every signed-in slot is taken (by others than `connection`). */
export const signedInFull = (connections: ReadonlySet<Connection>, connection: Connection): boolean =>
  [...connections].filter((c) => c !== connection && !isPending(c)).length >= MAX_SIGNED_IN;

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
