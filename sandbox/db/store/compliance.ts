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

/** Hashes used by more than one account (of one method, including one user), the most recently seen first. */
export async function hashReusePage(
  db: Db,
  filter: { paymentMethod?: string; userId?: string },
  { size, offset }: Paging,
): Promise<Wire<Page<ComplianceHashReuse>>> {
  const parts: string[] = [];
  const args: InValue[] = [];
  if (filter.paymentMethod) {
    parts.push('payment_method = ?');
    args.push(filter.paymentMethod);
  }
  const having = ['count(DISTINCT user_id) > 1'];
  if (filter.userId) {
    having.push('sum(user_id = ?) > 0');
    args.push(filter.userId);
  }
  const grouped = `SELECT hash, min(payment_method) AS method, json_group_array(DISTINCT user_id) AS users,
                          min(first_seen) AS first_seen, max(last_seen) AS last_seen
                   FROM payment_hashes ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''}
                   GROUP BY hash HAVING ${having.join(' AND ')}`;
  const [items, count] = await db.batch(
    [
      { sql: `${grouped} ORDER BY last_seen DESC, hash LIMIT ? OFFSET ?`, args: [...args, size, offset] },
      { sql: `SELECT count(*) AS n FROM (${grouped})`, args },
    ],
    'read',
  );
  return {
    items: items.rows.map((row) => ({
      hash: String(row.hash),
      paymentMethod: String(row.method),
      userIds: (JSON.parse(String(row.users)) as string[]).sort(),
      firstSeen: String(row.first_seen),
      lastSeen: String(row.last_seen),
    })),
    total: Number(count.rows[0].n),
  };
}
