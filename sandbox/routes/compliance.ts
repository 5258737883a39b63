import type { InValue } from '@libsql/client';
import { BEHAVIOUR_EVENT_TYPES, type BehaviourEvent, type ComplianceHashReuse, type Page } from '../../src/contract';
import { readAnalyticsQuery } from '../http/analyticsQuery';
import { invalid } from '../http/failure';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { Wire } from '../db/records';
import { BEHAVIOUR_EVENTS } from '../db/adminTables';
import { fromRow } from '../db/tables';

/**
 * Compliance (routes of ours; docs/decisions/admin.md): users' behaviour events, and payment-data
 * hashes used by more than one account (the payment_hashes records of the look-up seed, the one
 * source of hash data). Both filterable and paged, newest first.
 */

const USER_ID = /^0[23][0-9a-f]{64}$/;

/** ?userId&type&start&end&page&size → Page<BehaviourEvent> */
const behaviourEvents =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { size, offset } = pagingOf(c);
    const { from, to } = readAnalyticsQuery(c, false);
    const userId = c.req.query('userId') || undefined;
    const type = c.req.query('type') || undefined;
    if (userId && !USER_ID.test(userId)) throw invalid('Invalid filter: userId is not a user id', { userId: 'not a user id' });
    if (type && !(BEHAVIOUR_EVENT_TYPES as readonly string[]).includes(type)) {
      throw invalid(`Invalid filter: type must be one of ${BEHAVIOUR_EVENT_TYPES.join(', ')}`, { type: 'unknown type' });
    }
    const parts: string[] = [];
    const args: InValue[] = [];
    const add = (sql: string, value: InValue) => {
      parts.push(sql);
      args.push(value);
    };
    if (userId) add('user_id = ?', userId);
    if (type) add('type = ?', type);
    if (from) add('date >= ?', from);
    if (to) add('date < ?', to);
    const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
    const [items, count] = await db.batch(
      [
        { sql: `SELECT ${BEHAVIOUR_EVENTS.select} FROM behaviour_events ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`, args: [...args, size, offset] },
        { sql: `SELECT count(*) AS n FROM behaviour_events ${where}`, args },
      ],
      'read',
    );
    return c.json<Wire<Page<BehaviourEvent>>>({
      items: items.rows.map((row) => {
        const event = fromRow(BEHAVIOUR_EVENTS, row);
        return { ...event, date: event.date.toISOString() };
      }),
      total: Number(count.rows[0].n),
    });
  };

/** ?paymentMethod&userId&page&size → Page<ComplianceHashReuse>, the most recently seen first. */
const hashReuse =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { size, offset } = pagingOf(c);
    const paymentMethod = c.req.query('paymentMethod') || undefined;
    const userId = c.req.query('userId') || undefined;
    if (paymentMethod && !/^[A-Za-z0-9.-]{1,60}$/.test(paymentMethod)) throw invalid('Invalid filter: paymentMethod', { paymentMethod: 'not a payment method id' });
    if (userId && !USER_ID.test(userId)) throw invalid('Invalid filter: userId is not a user id', { userId: 'not a user id' });
    const parts: string[] = [];
    const args: InValue[] = [];
    if (paymentMethod) {
      parts.push('payment_method = ?');
      args.push(paymentMethod);
    }
    const having = ['count(DISTINCT user_id) > 1'];
    if (userId) {
      having.push('sum(user_id = ?) > 0');
      args.push(userId);
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
    return c.json<Wire<Page<ComplianceHashReuse>>>({
      items: items.rows.map((row) => ({
        hash: String(row.hash),
        paymentMethod: String(row.method),
        userIds: (JSON.parse(String(row.users)) as string[]).sort(),
        firstSeen: String(row.first_seen),
        lastSeen: String(row.last_seen),
      })),
      total: Number(count.rows[0].n),
    });
  };

export const complianceRoutes = (deps: Deps): RouteHandlers => ({
  'GET /v1/pwt/compliance/events': behaviourEvents(deps),
  'GET /v1/pwt/compliance/hashReuse': hashReuse(deps),
});
