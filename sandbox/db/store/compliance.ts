import type { InValue } from '@libsql/client';
import type { BehaviourEvent, ComplianceHashReuse, Page } from '../../../src/contract';
import type { Wire } from '../records';
import type { Db } from '../connection';
import { BEHAVIOUR_EVENTS } from '../adminTables';
import { fromRow } from '../tables';

/** Compliance's reads (routes/compliance.ts): behaviour events and payment-data hashes shared by accounts, newest first. */

type Paging = { size: number; offset: number };

export interface BehaviourFilter {
  userId?: string;
  type?: string;
  /** ISO times: from inclusive, to exclusive */
  from?: string;
  to?: string;
}

export async function behaviourEventPage(db: Db, filter: BehaviourFilter, { size, offset }: Paging): Promise<Wire<Page<BehaviourEvent>>> {
  const parts: string[] = [];
  const args: InValue[] = [];
  const add = (sql: string, value: InValue) => {
    parts.push(sql);
    args.push(value);
  };
  if (filter.userId) add('user_id = ?', filter.userId);
  if (filter.type) add('type = ?', filter.type);
  if (filter.from) add('date >= ?', filter.from);
  if (filter.to) add('date < ?', filter.to);
  const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  const [items, count] = await db.batch(
    [
      { sql: `SELECT ${BEHAVIOUR_EVENTS.select} FROM behaviour_events ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`, args: [...args, size, offset] },
      { sql: `SELECT count(*) AS n FROM behaviour_events ${where}`, args },
    ],
    'read',
  );
  return {
    items: items.rows.map((row) => {
      const event = fromRow(BEHAVIOUR_EVENTS, row);
      return { ...event, date: event.date.toISOString() };
    }),
    total: Number(count.rows[0].n),
  };
}

/**
 * Hashes used by more than one account (of one method, including one user), the most recently
 * seen first. Read from the groups that triggers keep (hashRollup.ts): a page reads a few hundred
 * rows at most, however many hashes there are.
 */
export async function hashReusePage(
  db: Db,
  filter: { paymentMethod?: string; userId?: string },
  { size, offset }: Paging,
): Promise<Wire<Page<ComplianceHashReuse>>> {
  const parts: string[] = [];
  const args: InValue[] = [];
  if (filter.paymentMethod) {
    parts.push('g.payment_method = ?');
    args.push(filter.paymentMethod);
  }
  if (filter.userId) {
    // groups that hold a row of the user (of the method when one is asked for), from the user's own rows
    parts.push(`g.hash IN (SELECT hash FROM payment_hashes WHERE user_id = ?${filter.paymentMethod ? ' AND payment_method = ?' : ''})`);
    args.push(filter.userId, ...(filter.paymentMethod ? [filter.paymentMethod] : []));
  }
  const from = `FROM ${filter.paymentMethod ? 'hash_method_groups' : 'hash_groups'} g ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''}`;
  const [items, count] = await db.batch(
    [
      { sql: `SELECT g.* ${from} ORDER BY g.last_seen DESC, g.hash LIMIT ? OFFSET ?`, args: [...args, size, offset] },
      { sql: `SELECT count(*) AS n ${from}`, args },
    ],
    'read',
  );
  return {
    items: items.rows.map((row) => ({
      hash: String(row.hash),
      paymentMethod: String(row.payment_method),
      userIds: (JSON.parse(String(row.user_ids)) as string[]).sort(),
      firstSeen: String(row.first_seen),
      lastSeen: String(row.last_seen),
    })),
    total: Number(count.rows[0].n),
  };
}
