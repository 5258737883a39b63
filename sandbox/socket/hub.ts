import type { ChatMessage, PwtNotification, StaleQueryKey } from '../../src/contract';
import type { SocketPresence } from '../../src/contract/cases';
import { mayUse, type Area } from '../../src/contract/access';
import { DAY, MINUTE } from '../../src/contract/constants';
import type { Db } from '../db/connection';
import { Presence } from './presence';
import type { StaffRecord } from '../db/adminRecords';
import type { Wire } from '../db/records';
import { refusal, type Connection } from './limits';
import { liveSessions } from '../db/store/staff';
import { openDisputesRaisedBy } from '../db/store/disputes';

/*
 * The hub of one database: its open connections, and what goes out to them (chats, dataStale
 * hints, notifications, presence, reminders). The routes publish through `hubFor(db)`.
 */

/** How often open disputes are checked for a reminder; SANDBOX_REMINDER_MS replaces it. */
export const REMINDER_INTERVAL_MS = 15 * MINUTE;
/** A dispute open this long gets pwt.dispute.reminder, again after the same time. */
export const REMINDER_AFTER_MS = DAY;
const REMINDERS_PER_CHECK = 5;

const NOTIFICATION_TITLES: Record<string, string> = {
  'pwt.contract.chat': 'New message',
  'pwt.contract.disputeRaised': 'Dispute opened',
  'pwt.dispute.reminder': 'A dispute needs your attention',
  'pwt.dispute.proposed': 'A resolution awaits a second approval',
  'pwt.dispute.proposalDecided': 'A proposed resolution was decided',
};

export class SocketHub {
  readonly connections = new Set<Connection>();
  /** contract id → when its last reminder went out (open disputes only: bounded) */
  private readonly reminded = new Map<string, number>();
  /** the clock (attachSocket sets the server's) */
  now: () => number = Date.now;
  /** who has which case open (presence.ts) */
  private readonly presence = new Presence<Connection>();

  constructor(readonly db: Db) {}

  send(connection: Connection, message: unknown): void {
    if (connection.ws.readyState === 1) connection.ws.send(JSON.stringify(message));
  }

  /** Ends a socket whose session is over: it receives nothing more. */
  end(connection: Connection, path?: string): void {
    this.send(connection, refusal('AUTHENTICATION_FAILURE', 'Sign in again', path));
    this.connections.delete(connection);
    connection.staff = null;
    connection.tokenHash = null;
    connection.ws.close(4401, 'AUTHENTICATION_FAILURE');
    // its case is no longer open there; the others hear so after the current broadcast, if any
    if (this.presence.drop(connection)) queueMicrotask(() => this.broadcastPresence());
  }

  /**
   * to every signed-in member of `area` (the disputes area unless told), but `except` (a staff id),
   * after reading every socket's session again: an account locked, disabled or demoted outside
   * the API (no route tells the hub) receives nothing more either. Broadcasts that arrive while
   * the sessions are read go out after it, in their order, on the same reading.
   */
  private broadcast(message: unknown, except?: string, area: Area = 'disputes'): void {
    this.queued.push([message, except, area]);
    if (this.queued.length > 1) return;
    this.sending = this.sending
      .then(() => this.revalidate())
      // a closing server's database: nothing more goes out anyway
      .catch((error: unknown) => /CLIENT_CLOSED/.test(String(error)) || console.error('[sandbox] socket sessions not read:', error))
      .then(() => {
        for (const [queuedMessage, queuedExcept, queuedArea] of this.queued.splice(0)) this.deliver(queuedMessage, queuedExcept, queuedArea);
      })
      .catch((error: unknown) => console.error('[sandbox] socket broadcast failed:', error));
  }

  private queued: [unknown, string | undefined, Area][] = [];
  private sending: Promise<void> = Promise.resolve();

  /** A session past its expiry is ended here, not sent to. */
  private deliver(message: unknown, except: string | undefined, area: Area): void {
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
    const sessions = await liveSessions(this.db, hashes, this.now());
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

  /** Tells the consoles that may read `area` (the disputes area's by default) which of their data changed. */
  stale(keys: StaleQueryKey[], area: Area = 'disputes'): void {
    this.broadcast({ event: 'dataStale', data: keys }, undefined, area);
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

  /** The connection has `contractId` open now (null: none): a change goes to everyone; otherwise the asker alone gets the current presence. */
  openCase(connection: Connection, contractId: string | null, staff: StaffRecord): void {
    if (this.presence.set(connection, contractId, staff)) return this.broadcastPresence();
    this.send(connection, this.presenceMessage());
  }

  /** A connection closed: its case is no longer open there. */
  leave(connection: Connection): void {
    if (this.presence.drop(connection)) this.broadcastPresence();
  }

  /** pwt.dispute.reminder for open disputes older than a day, each at most once a day. */
  async remind(now: number): Promise<string[]> {
    if (![...this.connections].some((c) => c.staff)) return [];
    const open = new Set(await openDisputesRaisedBy(this.db, new Date(now - REMINDER_AFTER_MS).toISOString()));
    for (const id of this.reminded.keys()) if (!open.has(id)) this.reminded.delete(id);
    const due = [...open].filter((id) => now - (this.reminded.get(id) ?? 0) >= REMINDER_AFTER_MS).slice(0, REMINDERS_PER_CHECK);
    for (const id of due) {
      this.reminded.set(id, now);
      this.notify('pwt.dispute.reminder', id);
    }
    return due;
  }
}

const hubs = new WeakMap<Db, SocketHub>();

/** The hub of a database: routes publish to it, the socket's connections receive from it. */
export function hubFor(db: Db): SocketHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new SocketHub(db)));
  return hub;
}
