import type { Row } from '@libsql/client';
import type { CaseClock, ClockThresholds, Crossing, WaitingParty } from '../../../src/contract/caseClocks';
import type { TradeParticipant } from '../../../src/contract/trade';
import type { StaffRecord } from '../adminRecords';
import type { Db } from '../connection';
import { auditStatement } from './audit';
import { REBUILD_CLOCKS } from '../clockSchema';

/**
 * The case clocks (tables of db/clockSchema.ts): the clocks the triggers keep, the thresholds an
 * admin sets (audited in the same batch) and the alerts sent (one row per crossing and level).
 */

/** Every open dispute's clock computed again from its chat (at each start: a seed writes without the triggers). */
export async function rebuildCaseClocks(db: Db): Promise<void> {
  await db.batch(REBUILD_CLOCKS, 'write');
}

/** Stored rows as src/contract's CaseClock (Dates); the routes send them as ISO strings. */
const clockOfRow = (row: Row): CaseClock => ({
  contractId: String(row.contract_id),
  raisedAt: new Date(String(row.raised_at)),
  initiator: String(row.initiator) as TradeParticipant,
  ...(row.first_reply_at ? { firstReplyAt: new Date(String(row.first_reply_at)), lastStaffAt: new Date(String(row.last_staff_at)) } : {}),
  ...(row.unanswered_since ? { unansweredSince: new Date(String(row.unanswered_since)), waitingParty: String(row.waiting_party) as WaitingParty } : {}),
});

const CLOCK_COLUMNS = 'contract_id, raised_at, initiator, first_reply_at, last_staff_at, unanswered_since, waiting_party';

/** The clocks of the open cases among `ids` (at most a page of them). */
export async function readClocks(db: Db, ids: readonly string[]): Promise<CaseClock[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute({
    sql: `SELECT ${CLOCK_COLUMNS} FROM case_clocks WHERE contract_id IN (${ids.map(() => '?').join(', ')}) ORDER BY contract_id`,
    args: [...ids],
  });
  return rows.map(clockOfRow);
}

/** Every open case's clock with its owner (the alert check), or one case's. */
export async function readOpenClocks(db: Db, contractId?: string): Promise<(CaseClock & { ownerId?: string })[]> {
  const { rows } = await db.execute({
    sql: `SELECT ${CLOCK_COLUMNS.split(', ').map((c) => `k.${c}`).join(', ')}, o.staff_id AS owner_id
          FROM case_clocks k LEFT JOIN case_owners o ON o.contract_id = k.contract_id
          ${contractId ? 'WHERE k.contract_id = ?' : ''} ORDER BY k.raised_at, k.contract_id`,
    args: contractId ? [contractId] : [],
  });
  return rows.map((row) => ({ ...clockOfRow(row), ...(row.owner_id ? { ownerId: String(row.owner_id) } : {}) }));
}

export async function readThresholds(db: Db): Promise<ClockThresholds> {
  const { rows } = await db.execute('SELECT first_reply_hours, answer_hours, resolution_days FROM clock_thresholds WHERE id = 1');
  const row = rows[0];
  return { firstReplyHours: Number(row.first_reply_hours), answerHours: Number(row.answer_hours), resolutionDays: Number(row.resolution_days) };
}

/** Sets the thresholds with their audit row (only the fields that change; nothing when none does). */
export async function writeThresholds(db: Db, staff: Pick<StaffRecord, 'id' | 'username'>, next: ClockThresholds, now: string): Promise<void> {
  const before = await readThresholds(db);
  const keys = (Object.keys(next) as (keyof ClockThresholds)[]).filter((key) => before[key] !== next[key]);
  if (!keys.length) return;
  await db.batch(
    [
      {
        sql: 'UPDATE clock_thresholds SET first_reply_hours = ?, answer_hours = ?, resolution_days = ? WHERE id = 1',
        args: [next.firstReplyHours, next.answerHours, next.resolutionDays],
      },
      auditStatement({
        staff,
        action: 'clocks.thresholds',
        subjectId: 'caseClocks',
        before: Object.fromEntries(keys.map((key) => [key, before[key]])),
        after: Object.fromEntries(keys.map((key) => [key, next[key]])),
        date: now,
      }),
    ],
    'write',
  );
}

/** Records an alert as sent; false when this crossing's level was sent before (by this run or an earlier one). */
export async function recordAlert(db: Db, crossing: Crossing, recipients: readonly string[], now: string): Promise<boolean> {
  const { rowsAffected } = await db.execute({
    sql: `INSERT INTO case_alerts (contract_id, kind, since, level, sent_at, recipients) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (contract_id, kind, since, level) DO NOTHING`,
    args: [crossing.contractId, crossing.kind, crossing.since.toISOString(), crossing.level, now, JSON.stringify(recipients)],
  });
  return rowsAffected === 1;
}

/** Which of the crossings were sent before (one query for a check's candidates). */
export async function sentAlerts(db: Db, crossings: readonly Crossing[]): Promise<Set<string>> {
  if (!crossings.length) return new Set();
  const { rows } = await db.execute({
    sql: `SELECT a.contract_id, a.kind, a.since, a.level FROM case_alerts a
          JOIN json_each(?) j ON a.contract_id = j.value ->> '$[0]' AND a.kind = j.value ->> '$[1]' AND a.since = j.value ->> '$[2]' AND a.level = j.value ->> '$[3]'`,
    args: [JSON.stringify(crossings.map(alertKeyParts))],
  });
  return new Set(rows.map((row) => alertKey({ contractId: String(row.contract_id), kind: String(row.kind), since: String(row.since), level: Number(row.level) })));
}

const alertKeyParts = (c: Crossing) => [c.contractId, c.kind, c.since.toISOString(), c.level] as const;
export const alertKey = (c: { contractId: string; kind: string; since: Date | string; level: number }): string =>
  `${c.contractId}|${c.kind}|${typeof c.since === 'string' ? c.since : c.since.toISOString()}|${c.level}`;

/** The staff who handle disputes and may be told (not locked, not disabled), with their roles. */
export async function alertableStaff(db: Db): Promise<Pick<StaffRecord, 'id' | 'isAdmin' | 'isMediator'>[]> {
  const { rows } = await db.execute('SELECT id, is_admin, is_mediator FROM staff WHERE (is_admin OR is_mediator) AND NOT locked AND NOT disabled ORDER BY id');
  return rows.map((row) => ({ id: String(row.id), isAdmin: Boolean(row.is_admin), isMediator: Boolean(row.is_mediator) }));
}
