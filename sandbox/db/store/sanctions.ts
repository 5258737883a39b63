import { randomBytes } from 'node:crypto';
import type { InStatement, Row } from '@libsql/client';
import type { OwnSanctionKind, Sanction } from '../../../src/contract/sanctions';
import type { Db } from '../connection';
import type { StaffRecord } from '../adminRecords';
import type { Wire } from '../records';
import { auditStatement, onlyIfChanged } from './audit';

/**
 * Warnings and trading limits (table sanctions, db/sanctionSchema.ts), and the bans of the ban log
 * read as sanctions. Every change writes its audit row in the same batch, only when it changed a row.
 */

type Staff = Pick<StaffRecord, 'id' | 'username'>;

/** Who the expiry job writes in the audit trail: no staff member, the sandbox itself. */
export const EXPIRY_ACTOR: Staff = { id: 'system', username: 'system' };

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const readSanction = (row: Row): Wire<Sanction> => ({
  id: String(row.id),
  userId: String(row.user_id),
  kind: String(row.kind) as OwnSanctionKind,
  reason: String(row.reason),
  appealNote: text(row.appeal_note),
  dailyLimit: row.daily_limit === null ? null : Number(row.daily_limit),
  createdAt: String(row.created_at),
  createdBy: String(row.created_by),
  expiresAt: text(row.expires_at),
  status: String(row.status) as Sanction['status'],
  endedAt: text(row.ended_at),
  endedBy: text(row.ended_by),
  liftReason: text(row.lift_reason),
});

export interface NewSanction {
  userId: string;
  kind: OwnSanctionKind;
  reason: string;
  appealNote: string | null;
  dailyLimit: number | null;
  expiresAt: string | null;
  staff: Staff;
  date: string;
}

/** What the audit trail says a sanction is (its before or after). */
const auditView = (s: Pick<NewSanction, 'kind' | 'reason' | 'appealNote' | 'dailyLimit' | 'expiresAt'> & { id: string }) => ({
  sanction: s.id,
  kind: s.kind,
  reason: s.reason,
  ...(s.dailyLimit !== null ? { dailyLimit: s.dailyLimit } : {}),
  ...(s.expiresAt ? { expiresAt: s.expiresAt } : {}),
  ...(s.appealNote ? { appealNote: s.appealNote } : {}),
  status: 'active',
});

/**
 * Gives a sanction; null when a limit is already active (a second one would make the effective
 * limit ambiguous). The check is in the insert itself, so two at once give one.
 */
export async function giveSanction(db: Db, s: NewSanction): Promise<Wire<Sanction> | null> {
  const id = `S${randomBytes(6).toString('hex').toUpperCase()}`;
  await db.batch(
    [
      {
        sql: `INSERT INTO sanctions (id, user_id, kind, reason, appeal_note, daily_limit, created_at, created_by, expires_at)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?
              WHERE ? <> 'limit' OR NOT EXISTS (SELECT 1 FROM sanctions WHERE user_id = ? AND kind = 'limit' AND status = 'active')`,
        args: [id, s.userId, s.kind, s.reason, s.appealNote, s.dailyLimit, s.date, s.staff.username, s.expiresAt, s.kind, s.userId],
      },
      auditStatement({ staff: s.staff, action: 'sanction.give', subjectId: s.userId, before: null, after: auditView({ ...s, id }), date: s.date, when: onlyIfChanged }),
    ],
    'write',
  );
  return readOne(db, id);
}

export async function readOne(db: Db, id: string): Promise<Wire<Sanction> | null> {
  const { rows } = await db.execute({ sql: 'SELECT * FROM sanctions WHERE id = ?', args: [id] });
  return rows[0] ? readSanction(rows[0]) : null;
}

/** Ends an active sanction: lifted early by staff with a reason, or expired by the job. */
function endStatements(sanction: Wire<Sanction>, end: { status: 'lifted' | 'expired'; staff: Staff; date: string; reason: string | null }): InStatement[] {
  return [
    {
      sql: `UPDATE sanctions SET status = ?, ended_at = ?, ended_by = ?, lift_reason = ? WHERE id = ? AND status = 'active'`,
      args: [end.status, end.date, end.staff.username, end.reason, sanction.id],
    },
    auditStatement({
      staff: end.staff,
      action: end.status === 'lifted' ? 'sanction.lift' : 'sanction.expire',
      subjectId: sanction.userId,
      before: { sanction: sanction.id, kind: sanction.kind, status: 'active', ...(sanction.expiresAt ? { expiresAt: sanction.expiresAt } : {}) },
      after: { sanction: sanction.id, kind: sanction.kind, status: end.status, ...(end.reason ? { reason: end.reason } : {}) },
      date: end.date,
      when: onlyIfChanged,
    }),
  ];
}

/** Lifts an active sanction early; false when it was no longer active (expired or lifted meanwhile). */
export async function liftSanction(db: Db, sanction: Wire<Sanction>, staff: Staff, reason: string, date: string): Promise<boolean> {
  const [update] = await db.batch(endStatements(sanction, { status: 'lifted', staff, date, reason }), 'write');
  return update.rowsAffected === 1;
}

/**
 * The expiry job's step: every active sanction whose expiry is at or before `now` becomes
 * expired, each with its audit row, all in one batch. Returns the sanctions it ended.
 */
export async function expireDue(db: Db, now: string): Promise<Wire<Sanction>[]> {
  const { rows } = await db.execute({
    sql: "SELECT * FROM sanctions WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at LIMIT 500",
    args: [now],
  });
  const due = rows.map(readSanction);
  if (!due.length) return [];
  const results = await db.batch(
    due.flatMap((s) => endStatements(s, { status: 'expired', staff: EXPIRY_ACTOR, date: now, reason: null })),
    'write',
  );
  // every other result is an UPDATE: a row lifted meanwhile changed nothing and is not reported
  return due.filter((_, i) => results[i * 2].rowsAffected === 1);
}

/** The active warnings and limits of these users, oldest first. */
export async function activeSanctionsOf(db: Db, userIds: readonly string[]): Promise<Wire<Sanction>[]> {
  if (!userIds.length) return [];
  const { rows } = await db.execute({
    sql: `SELECT * FROM sanctions WHERE status = 'active' AND user_id IN (${userIds.map(() => '?').join(', ')}) ORDER BY created_at, id`,
    args: [...userIds],
  });
  return rows.map(readSanction);
}

/**
 * One user's sanctions, newest first: the warnings and limits, and each ban of the ban log with
 * the unban that ended it (the ban stays the platform's; this only reads it).
 */
export async function sanctionsOfUser(db: Db, userId: string): Promise<Wire<Sanction>[]> {
  const [own, log] = await db.batch(
    [
      { sql: 'SELECT * FROM sanctions WHERE user_id = ? ORDER BY created_at DESC, id DESC', args: [userId] },
      {
        sql: `SELECT b.id, b.action, b.date, b.reason, s.username FROM ban_log b LEFT JOIN staff s ON s.id = b.staff_id
              WHERE b.user_id = ? ORDER BY b.date, b.id`,
        args: [userId],
      },
    ],
    'read',
  );
  return [...own.rows.map(readSanction), ...bansOf(userId, log.rows)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Pairs each ban with the unban after it: a ban without one is active. */
function bansOf(userId: string, rows: Row[]): Wire<Sanction>[] {
  const bans: Wire<Sanction>[] = [];
  for (const row of rows) {
    const open = bans.at(-1);
    if (row.action === 'ban') {
      bans.push({
        id: `ban-${String(row.id)}`,
        userId,
        kind: 'ban',
        reason: text(row.reason),
        appealNote: null,
        dailyLimit: null,
        createdAt: String(row.date),
        createdBy: text(row.username),
        expiresAt: null,
        status: 'active',
        endedAt: null,
        endedBy: null,
        liftReason: null,
      });
    } else if (open && open.status === 'active') {
      Object.assign(open, { status: 'lifted', endedAt: String(row.date), endedBy: text(row.username), liftReason: text(row.reason) });
    }
  }
  return bans;
}
