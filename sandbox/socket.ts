import type { ServerType } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import type {
  ChatMessage,
  PwtNotification,
  SocketAuthenticated,
  SocketError,
  StaleQueryKey,
} from '../src/api/types';
import { mayUse, type Area } from '../src/domain/access';
import { DAY, MINUTE } from '../src/domain/constants';
import { CHAT_MESSAGE_MAX_LENGTH, staleKeys } from '../src/domain/disputes';
import { userTextProblem } from '../src/domain/userText';
import type { SocketPresence } from '../src/api/caseTypes';
import { hashToken, staffForTokenHash } from './auth';
import type { Db } from './db';
import { hostIsAllowed, originIsAllowed } from './hygiene';
import type { Deps } from './http';
import { Presence } from './presence';
import type { StaffRecord, Wire } from './records';
import { chatMessageJson, storeChatMessage } from './store/chat';
import { fromRow, STAFF } from './tables';
import { readContract } from './store/contracts';

/**
 * The sandbox's real-time socket (spec §4, §7; docs/decisions/disputes.md), on the root path of
 * the API host. One hub per database: the routes that change a dispute or a chat publish through
 * `hubFor(db)`, and `attachSocket` connects the HTTP server's upgrades to the same hub, so
 * server.ts needs one call and Deps stays as it is.
 *
 * Client → server: { path: "/v1/pwt/auth", accessToken } first, then
 * { path: "/v1/contract/chat", contractId, message }. Server → client: { accessToken, expiry } once
 * authenticated, chat Messages (they carry roomId), { event: "dataStale", data: [queryKey] },
 * { event: "notification", data: { type, contractId, title } }, { error, message?, path? }.
 * Only staff of the 'disputes' area (admin, mediator) receive chats, hints and notifications.
 */

/** ws closes a connection whose single message exceeds this (code 1009). */
export const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;
/** Per connection: messages per window before TOO_MANY_REQUESTS, and before closing (1008). */
const RATE_WINDOW_MS = 10_000;
const RATE_LIMIT = 30;
const RATE_CLOSE = 200;
const AUTH_TIMEOUT_MS = 10_000;
const MAX_CONNECTIONS = 500;
/**
 * Shares of the 500: one staff member's signed-in sockets (tabs, devices) and one client address's
 * sockets, so that one account or one machine cannot take every slot and push a mediator out.
 * The address share is large because an office, or every browser test, comes from one address.
 */
export const MAX_CONNECTIONS_PER_STAFF = 20;
export const MAX_CONNECTIONS_PER_ADDRESS = 200;
/** How often every open socket's session is read again (expired or ended elsewhere): a safety net. */
const REVALIDATE_INTERVAL_MS = 30_000;
/** How often open disputes are checked for a reminder; SANDBOX_REMINDER_MS replaces it. */
export const REMINDER_INTERVAL_MS = 15 * MINUTE;
/** A dispute open this long gets pwt.dispute.reminder, again after the same time. */
export const REMINDER_AFTER_MS = DAY;
const REMINDERS_PER_CHECK = 5;

const NOTIFICATION_TITLES: Record<string, string> = {
  'pwt.contract.chat': 'New message',
  'pwt.contract.disputeRaised': 'Dispute opened',
  'pwt.dispute.reminder': 'A dispute needs your attention',
};

interface Connection {
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

export class SocketHub {
  readonly connections = new Set<Connection>();
  /** contract id → when its last reminder went out (open disputes only: bounded) */
  private readonly reminded = new Map<string, number>();
  /** the clock (attachSocket sets the server's) */
  now: () => number = Date.now;
  /** who has which case open (sandbox/presence.ts) */
  private readonly presence = new Presence<Connection>();

  constructor(private readonly db: Db) {}

  private send(connection: Connection, message: unknown): void {
    if (connection.ws.readyState === 1) connection.ws.send(JSON.stringify(message));
  }

  /** Ends a socket whose session is over: it receives nothing more. */
  private end(connection: Connection, path?: string): void {
    this.send(connection, refusal('AUTHENTICATION_FAILURE', 'Sign in again', path));
    this.connections.delete(connection);
    connection.staff = null;
    connection.tokenHash = null;
    connection.ws.close(4401, 'AUTHENTICATION_FAILURE');
    // its case is no longer open there; the others hear so after the current broadcast, if any
    if (this.presence.drop(connection)) queueMicrotask(() => this.broadcastPresence());
  }

  /**
   * to every signed-in member of `area` (the disputes area unless told), but `except` (a staff id). A session past its
   * expiry is ended here, not sent to: the roles and sessions are as current as the last
   * revalidate(), which the routes that end sessions or change roles run before they answer.
   */
  private broadcast(message: unknown, except?: string, area: Area = 'disputes'): void {
    const now = this.now();
    for (const connection of [...this.connections]) {
      if (!connection.staff) continue;
      if (connection.expiry <= now) {
        this.end(connection);
        continue;
      }
      if (mayUse(connection.staff, area) && connection.staff.id !== except) this.send(connection, message);
    }
  }

  /**
   * Reads every signed-in socket's session again, in one query: a socket whose session ended
   * (sign-out, lock, password reset, 2FA change, expiry) is closed; the others get the staff
   * member's current roles, so a demoted mediator stops receiving chats at once.
   */
  async revalidate(): Promise<void> {
    const open = [...this.connections].filter((c) => c.tokenHash);
    if (!open.length) return;
    const hashes = [...new Set(open.map((c) => c.tokenHash!))];
    const { rows } = await this.db.execute({
      sql: `SELECT t.token_hash AS token_hash, t.expiry AS token_expiry, ${STAFF.columns.map((c) => `s."${c.column}"`).join(', ')}
            FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
            WHERE t.expiry > ? AND t.token_hash IN (${hashes.map(() => '?').join(', ')})`,
      args: [this.now(), ...hashes],
    });
    const sessions = new Map(rows.map((row) => [String(row.token_hash), { staff: fromRow(STAFF, row), expiry: Number(row.token_expiry) }]));
    for (const connection of open) {
      const session = connection.tokenHash ? sessions.get(connection.tokenHash) : undefined;
      if (!session || session.staff.locked || session.staff.disabled) this.end(connection);
      else {
        connection.staff = session.staff;
        connection.expiry = session.expiry;
      }
    }
  }

  chat(message: Wire<ChatMessage>): void {
    this.broadcast(message);
  }

  stale(keys: StaleQueryKey[]): void {
    this.broadcast({ event: 'dataStale', data: keys });
  }

  notify(type: string, contractId: string, except?: string): void {
    const data: PwtNotification = { type, contractId, title: NOTIFICATION_TITLES[type] };
    this.broadcast({ event: 'notification', data }, except);
  }

  private presenceMessage(): SocketPresence {
    return { event: 'presence', data: this.presence.snapshot() };
  }

  /** Presence goes to everyone who reads cases (maintainers too: they have cases open as well). */
  private broadcastPresence(): void {
    this.broadcast(this.presenceMessage(), undefined, 'contracts');
  }

  /** A connection closed: its case is no longer open there. */
  leave(connection: Connection): void {
    if (this.presence.drop(connection)) this.broadcastPresence();
  }

  /** pwt.dispute.reminder for open disputes older than a day, each at most once a day. */
  async remind(now: number): Promise<string[]> {
    if (![...this.connections].some((c) => c.staff)) return [];
    const { rows } = await this.db.execute({
      sql: 'SELECT contract_id FROM dispute_queue WHERE is_open = 1 AND date <= ? ORDER BY date LIMIT 200',
      args: [new Date(now - REMINDER_AFTER_MS).toISOString()],
    });
    const open = new Set(rows.map((r) => String(r.contract_id)));
    for (const id of this.reminded.keys()) if (!open.has(id)) this.reminded.delete(id);
    const due = [...open].filter((id) => now - (this.reminded.get(id) ?? 0) >= REMINDER_AFTER_MS).slice(0, REMINDERS_PER_CHECK);
    for (const id of due) {
      this.reminded.set(id, now);
      this.notify('pwt.dispute.reminder', id);
    }
    return due;
  }

  /** One client message (text), after the connection's earlier ones. */
  async receive(connection: Connection, text: string, deps: Pick<Deps, 'db' | 'now'>): Promise<void> {
    const now = deps.now();
    if (now - connection.windowStart >= RATE_WINDOW_MS) {
      connection.windowStart = now;
      connection.count = 0;
    }
    connection.count++;
    if (connection.count > RATE_CLOSE) return connection.ws.close(1008, 'Too many messages');
    if (connection.count > RATE_LIMIT) return this.send(connection, refusal('TOO_MANY_REQUESTS', 'Slow down'));

    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return this.send(connection, refusal('INVALID_INPUT', 'A message is a JSON object'));
    }
    const path = typeof body.path === 'string' ? body.path : undefined;

    if (path === '/v1/pwt/auth') {
      const token = typeof body.accessToken === 'string' && /^[0-9a-f]{64}$/i.test(body.accessToken) ? body.accessToken.toLowerCase() : null;
      const staff = token ? await staffForTokenHash(deps, hashToken(token)) : null;
      if (!token || !staff || staff.locked || staff.disabled) return this.end(connection, path);
      const others = [...this.connections].filter((c) => c !== connection && c.staff?.id === staff.id).length;
      if (others >= MAX_CONNECTIONS_PER_STAFF) {
        this.send(connection, refusal('TOO_MANY_REQUESTS', `At most ${MAX_CONNECTIONS_PER_STAFF} connections per staff member`, path));
        return connection.ws.close(1013, 'Too many connections of this staff member');
      }
      clearTimeout(connection.authTimer);
      connection.staff = staff;
      connection.tokenHash = hashToken(token);
      const { rows } = await this.db.execute({ sql: 'SELECT expiry FROM staff_tokens WHERE token_hash = ?', args: [connection.tokenHash] });
      connection.expiry = Number(rows[0]?.expiry ?? 0);
      const answer: SocketAuthenticated = { accessToken: token, expiry: connection.expiry };
      return this.send(connection, answer);
    }

    // every other message needs a session that is still valid (expiry, logout, lock)
    const staff = connection.tokenHash ? await staffForTokenHash(deps, connection.tokenHash) : null;
    if (!staff || staff.locked || staff.disabled) return this.end(connection, path);
    connection.staff = staff;

    if (path === '/v1/contract/chat') {
      if (!mayUse(staff, 'disputes')) return this.send(connection, refusal('UNAUTHORIZED', "You don't have permission to view this content.", path));
      const contractId = typeof body.contractId === 'string' ? body.contractId : '';
      const message = typeof body.message === 'string' ? body.message : '';
      if (!/^\d{1,12}-\d{1,12}$/.test(contractId) || !message.trim() || message.length > CHAT_MESSAGE_MAX_LENGTH) {
        return this.send(connection, refusal('INVALID_INPUT', `contractId and a message of 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters`, path));
      }
      const contract = await readContract(this.db, contractId);
      if (!contract) return this.send(connection, refusal('NOT_FOUND', 'No such contract', path));
      // staff write into a case, and a case is an open dispute: not into any trade's chat
      const { rows: open } = await this.db.execute({ sql: 'SELECT 1 FROM dispute_queue WHERE contract_id = ? AND is_open = 1', args: [contractId] });
      if (!open.length) return this.send(connection, refusal('NO_OPEN_DISPUTE', 'The contract is not in an open dispute', path));
      const textProblem = userTextProblem(message);
      if (textProblem) return this.send(connection, refusal('INVALID_INPUT', `message ${textProblem}`, path));
      const stored = await storeChatMessage(this.db, contractId, staff.id, message, new Date(now));
      this.chat(chatMessageJson(stored));
      this.stale([staleKeys.contractChat(contractId), staleKeys.contract(contractId), staleKeys.disputes()]);
      this.notify('pwt.contract.chat', contractId, staff.id);
      return;
    }
    if (path === '/v1/pwt/presence') {
      if (!mayUse(staff, 'contracts')) return this.send(connection, refusal('UNAUTHORIZED', "You don't have permission to view this content.", path));
      const contractId = body.contractId === null ? null : typeof body.contractId === 'string' ? body.contractId : undefined;
      if (contractId === undefined || (contractId !== null && !/^\d{1,12}-\d{1,12}$/.test(contractId))) {
        return this.send(connection, refusal('INVALID_INPUT', 'contractId: a contract id or null', path));
      }
      // a change goes to everyone; otherwise the asker alone gets the current presence
      if (this.presence.set(connection, contractId, staff)) return this.broadcastPresence();
      return this.send(connection, this.presenceMessage());
    }
    this.send(connection, refusal('NOT_FOUND', 'Unknown path', path));
  }
}

const refusal = (error: string, message: string, path?: string): SocketError => ({ error, message, ...(path ? { path } : {}) });

const hubs = new WeakMap<Db, SocketHub>();

/** The hub of a database: routes publish to it, the socket's connections receive from it. */
export function hubFor(db: Db): SocketHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new SocketHub(db)));
  return hub;
}

/**
 * Serves the socket on the root path of `server` (a GET / upgrade; nothing else is upgraded),
 * runs the reminder check, and closes the sockets when the server closes.
 */
export function attachSocket(server: ServerType, deps: Pick<Deps, 'db' | 'now'>, allowedHosts: string[]): SocketHub {
  const hub = hubFor(deps.db);
  hub.now = deps.now;
  const hosts = new Set(allowedHosts);
  const app = new Hono<{ Bindings: HttpBindings }>();
  const nodeWs = createNodeWebSocket({ app });
  nodeWs.wss.options.maxPayload = SOCKET_MAX_MESSAGE_BYTES;
  // the HTTP allow-list holds for the socket too (DNS rebinding), and a browser's Origin must be
  // one of ours: another site's page cannot open a socket with the console's session
  app.get('/', async (c, next) => {
    if (!hostIsAllowed(hosts, c.req.header('Host'))) return c.text('This host name is not served here', 421);
    if (!originIsAllowed(hosts, c.req.header('Origin'))) return c.text('This origin may not open the socket', 403);
    await next();
  });
  app.get(
    '/',
    nodeWs.upgradeWebSocket((c) => {
      const address = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
      const connection: Connection = {
        ws: undefined as unknown as WSContext,
        staff: null,
        tokenHash: null,
        expiry: 0,
        address,
        chain: Promise.resolve(),
        windowStart: 0,
        count: 0,
      };
      return {
        onOpen: (_event, ws) => {
          connection.ws = ws;
          if (hub.connections.size >= MAX_CONNECTIONS) return ws.close(1013, 'Too many connections');
          const fromAddress = [...hub.connections].filter((other) => other.address === address).length;
          if (fromAddress >= MAX_CONNECTIONS_PER_ADDRESS) return ws.close(1013, 'Too many connections from this address');
          hub.connections.add(connection);
          connection.authTimer = setTimeout(() => connection.staff || ws.close(4401, 'AUTHENTICATION_FAILURE'), AUTH_TIMEOUT_MS);
        },
        onMessage: (event) => {
          const text = typeof event.data === 'string' ? event.data : '';
          connection.chain = connection.chain
            .then(() => hub.receive(connection, text, deps))
            .catch((error: unknown) => console.error('[sandbox] socket message failed:', error));
        },
        onClose: () => {
          clearTimeout(connection.authTimer);
          hub.connections.delete(connection);
          hub.leave(connection);
        },
      };
    }),
  );
  app.all('*', (c) => c.text('Not found', 404));
  nodeWs.injectWebSocket(server as Parameters<typeof nodeWs.injectWebSocket>[0]);

  const every = Number(process.env.SANDBOX_REMINDER_MS) || REMINDER_INTERVAL_MS;
  const timer = setInterval(() => void hub.remind(deps.now()).catch(() => undefined), every);
  timer.unref();
  const revalidating = setInterval(() => void hub.revalidate().catch(() => undefined), REVALIDATE_INTERVAL_MS);
  revalidating.unref();
  // upgraded sockets are no longer the HTTP server's: close them with it, or close() waits forever
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    clearInterval(timer);
    clearInterval(revalidating);
    for (const client of nodeWs.wss.clients) client.terminate();
    return close(callback);
  }) as typeof server.close;
  return hub;
}

