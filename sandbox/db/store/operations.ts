import type { InValue } from '@libsql/client';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../../../src/contract/trade';
import type { SearchReader } from '../../http/context';
import type { OperationsFacts } from '../../rules/operations';

/**
 * What the operations view counts (rules/operations.ts), read through the search reader: on a
 * database file its statements run on worker threads within their time bound, off the request
 * thread (docs/decisions/operations.md). `from`, `to`: the period as ISO instants, [from, to).
 */

type Rows = Record<string, InValue>[];

const isOutcome = (value: InValue): value is DisputeOutcome => (DISPUTE_OUTCOMES as readonly InValue[]).includes(value);

/** a chat message by a staff member: system messages ("system") and the traders' are no reply */
const BY_STAFF = 'm."from" IN (SELECT id FROM staff)';

/** Where the case clocks keep the alerts they send (one row per alert and recipient), when that table exists. */
export const ALERTS_TABLE = 'case_alerts';

/**
 * Alerts received per staff id in the period, from what the case alerts sent (clockSchema.ts:
 * `recipients` a JSON array of staff ids, `sent_at` ISO); 0 for everyone on a database without it.
 */
export async function alertsReceived(reader: SearchReader, from: string, to: string): Promise<Map<string, number>> {
  const [table] = await reader.batch([{ sql: "SELECT 1 AS x FROM sqlite_master WHERE type = 'table' AND name = ?", args: [ALERTS_TABLE] }]);
  if (!table.rows.length) return new Map();
  const [counts] = await reader.batch([
    {
      sql: `SELECT told.value AS staff_id, COUNT(*) AS n FROM ${ALERTS_TABLE} AS sent, json_each(sent.recipients) AS told
            WHERE sent.sent_at >= ? AND sent.sent_at < ? GROUP BY told.value`,
      args: [from, to],
    },
  ]);
  return new Map(counts.rows.map((r) => [String(r.staff_id), Number(r.n)]));
}

export async function operationsFacts(reader: SearchReader, from: string, to: string): Promise<OperationsFacts> {
  const [staff, takes, handOvers, resolutions, firstReplies, openCases] = await reader.batch([
    { sql: 'SELECT id, username, is_admin, is_mediator, disabled FROM staff', args: [] },
    { sql: "SELECT staff_id, COUNT(*) AS n FROM audit_log WHERE action = 'case.take' AND date >= ? AND date < ? GROUP BY staff_id", args: [from, to] },
    {
      sql: `SELECT json_extract(before, '$.owner') AS from_name, json_extract(after, '$.owner') AS to_name
            FROM audit_log WHERE action = 'case.handOver' AND date >= ? AND date < ?`,
      args: [from, to],
    },
    {
      sql: `SELECT resolved_by, outcome, date, resolved_date FROM disputes
            WHERE resolved_date >= ? AND resolved_date < ? AND resolved_by IS NOT NULL AND outcome IS NOT NULL`,
      args: [from, to],
    },
    {
      // each dispute's first staff message after it was raised (SQLite gives MIN's row for the bare
      // column), for disputes that could have one in the period
      sql: `SELECT staff_id, raised, replied FROM (
              SELECT d.date AS raised, MIN(m.date) AS replied, m."from" AS staff_id
              FROM disputes d JOIN chat_messages m ON m.contract_id = d.contract_id AND m.date >= d.date
                AND (d.resolved_date IS NULL OR m.date <= d.resolved_date)
              WHERE ${BY_STAFF} AND d.date < ? AND (d.resolved_date IS NULL OR d.resolved_date >= ?)
              GROUP BY d.id)
            WHERE replied >= ? AND replied < ?`,
      args: [to, from, from, to],
    },
    {
      sql: `SELECT o.staff_id, EXISTS (SELECT 1 FROM chat_messages m WHERE m.contract_id = o.contract_id AND m.date >= d.date AND ${BY_STAFF}) AS answered
            FROM case_owners o JOIN disputes d ON d.contract_id = o.contract_id AND d.resolved_date IS NULL`,
      args: [],
    },
  ]);
  return {
    staff: staff.rows.map((r) => ({ id: String(r.id), username: String(r.username), handles: (Boolean(r.is_admin) || Boolean(r.is_mediator)) && !r.disabled })),
    takes: takes.rows.flatMap((r) => Array<string>(Number(r.n)).fill(String(r.staff_id))),
    handOvers: handOvers.rows.filter((r) => r.to_name !== null).map((r) => ({ from: r.from_name === null ? null : String(r.from_name), to: String(r.to_name) })),
    resolutions: (resolutions.rows as Rows).flatMap((r) =>
      isOutcome(r.outcome) ? [{ staffId: String(r.resolved_by), outcome: r.outcome, raised: String(r.date), resolved: String(r.resolved_date) }] : [],
    ),
    firstReplies: firstReplies.rows.map((r) => ({ staffId: String(r.staff_id), raised: String(r.raised), replied: String(r.replied) })),
    openCases: openCases.rows.map((r) => ({ staffId: String(r.staff_id), answered: Boolean(r.answered) })),
    alerts: await alertsReceived(reader, from, to),
  };
}
