import type { Payout } from '../../../src/contract';
import type { RevenueTrade } from '../../rules/revenue';
import type { EventRecord } from '../adminRecords';
import { EVENTS, PAYOUTS } from '../adminTables';
import { isUniqueViolation, type Db } from '../connection';
import { fromRow, insertStatements, updateStatement } from '../tables';
import { auditStatement, onlyIfChanged, type AuditWrite } from './audit';

/**
 * Events and their payouts as stored (routes/events.ts). Each change is written with its audit
 * entry in one batch. Deleting an event keeps its payouts (the payouts table has no foreign key
 * to events).
 */

/** The audit entry of a change; the store adds when it is written. */
type Audit = Omit<AuditWrite, 'when'>;

export async function readEvent(db: Db, id: string): Promise<EventRecord | null> {
  const { rows } = await db.execute({ sql: `SELECT ${EVENTS.select} FROM events WHERE id = ?`, args: [id] });
  return rows[0] ? fromRow(EVENTS, rows[0]) : null;
}

/** Every event by id. */
export async function allEvents(db: Db): Promise<EventRecord[]> {
  const { rows } = await db.execute(`SELECT ${EVENTS.select} FROM events ORDER BY id`);
  return rows.map((row) => fromRow(EVENTS, row));
}

/** Stores a new event; false when its id is taken. */
export async function insertEvent(db: Db, event: EventRecord, audit: Audit): Promise<boolean> {
  try {
    await db.batch([insertStatements(EVENTS, [event])[0], auditStatement(audit)], 'write');
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function updateEvent(db: Db, event: EventRecord, audit: Audit): Promise<void> {
  await db.batch([updateStatement(EVENTS, event, 'id'), auditStatement(audit)], 'write');
}

/** Deletes the event; the audit entry only when there was one to delete. */
export async function deleteEvent(db: Db, id: string, audit: Audit): Promise<void> {
  await db.batch([{ sql: 'DELETE FROM events WHERE id = ?', args: [id] }, auditStatement({ ...audit, when: onlyIfChanged })], 'write');
}

/** A page of payouts (of one event, or all), newest first, with their count. */
export async function payoutPage(db: Db, eventId: string | undefined, { page, size }: { page: number; size: number }): Promise<{ items: Payout[]; total: number }> {
  const where = eventId ? 'WHERE event_id = ?' : '';
  const args = eventId ? [eventId] : [];
  const [count, rows] = await db.batch(
    [
      { sql: `SELECT count(*) AS n FROM payouts ${where}`, args },
      { sql: `SELECT ${PAYOUTS.select} FROM payouts ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`, args: [...args, size, page * size] },
    ],
    'read',
  );
  return { items: rows.rows.map((row) => fromRow(PAYOUTS, row)), total: Number(count.rows[0].n) };
}

export async function insertPayout(db: Db, payout: Payout, audit: Audit): Promise<void> {
  await db.batch([insertStatements(PAYOUTS, [payout])[0], auditStatement(audit)], 'write');
}

/** What an event's revenue is computed from (rules/revenue.ts): the trades paid `cashMethod` (cash.<eventId>) and the event's payouts. */
export async function revenueInputs(db: Db, eventId: string, cashMethod: string): Promise<{ trades: RevenueTrade[]; payouts: { amountSats: number }[] }> {
  const [trades, payouts] = await db.batch(
    [
      { sql: 'SELECT amount, buyer_fee, seller_fee, trade_status FROM contracts WHERE payment_method = ?', args: [cashMethod] },
      { sql: 'SELECT amount_sats FROM payouts WHERE event_id = ?', args: [eventId] },
    ],
    'read',
  );
  return {
    trades: trades.rows.map((row) => ({
      amount: Number(row.amount),
      buyerFee: Number(row.buyer_fee),
      sellerFee: Number(row.seller_fee),
      tradeStatus: String(row.trade_status),
    })),
    payouts: payouts.rows.map((row) => ({ amountSats: Number(row.amount_sats) })),
  };
}
