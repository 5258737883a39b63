import type { InStatement, InValue } from '@libsql/client';
import type { DisputeOutcome, DisputeReason, TradeParticipant, TradeStatus } from '../../../src/contract/trade';
import type { StaffRecord } from '../adminRecords';
import { isUniqueViolation, type Db } from '../connection';
import type { ContractRecord } from '../records';
import { auditStatement } from './audit';

/**
 * Disputes as stored: raised by a trader (routes/platform.ts, tests only), resolved by staff
 * (routes/contracts.ts), read by the socket's reminders and chat and a user's history.
 */

/** Whether the contract is in an open dispute. */
export async function hasOpenDispute(db: Db, contractId: string): Promise<boolean> {
  const { rows } = await db.execute({ sql: 'SELECT 1 FROM dispute_queue WHERE contract_id = ? AND is_open = 1', args: [contractId] });
  return rows.length > 0;
}

/** Whether the contract has any dispute, open or resolved. */
export async function hasDispute(db: Db, contractId: string): Promise<boolean> {
  const { rows } = await db.execute({ sql: 'SELECT count(*) AS n FROM disputes WHERE contract_id = ?', args: [contractId] });
  return Number(rows[0].n) > 0;
}

/** The contracts of open disputes raised at `before` or earlier, oldest first (at most 200). */
export async function openDisputesRaisedBy(db: Db, before: string): Promise<string[]> {
  const { rows } = await db.execute({
    sql: 'SELECT contract_id FROM dispute_queue WHERE is_open = 1 AND date <= ? ORDER BY date LIMIT 200',
    args: [before],
  });
  return rows.map((r) => String(r.contract_id));
}

/** A dispute of a user's history, as the queue keeps it. */
export interface UserDispute {
  contractId: string;
  date: string;
  reason: DisputeReason;
  initiator: TradeParticipant;
  sellerId: string;
  buyerId: string;
  open: boolean;
  outcome?: DisputeOutcome;
  resolvedDate?: string;
}

/** The user's disputes (either side), newest first, at most `limit`. */
export async function disputesOfUser(db: Db, userId: string, limit: number): Promise<UserDispute[]> {
  const { rows } = await db.execute({
    sql: `SELECT * FROM dispute_queue WHERE seller_id = ? OR buyer_id = ? ORDER BY date DESC LIMIT ?`,
    args: [userId, userId, limit],
  });
  return rows.map((row) => ({
    contractId: String(row.contract_id),
    date: String(row.date),
    reason: String(row.reason) as DisputeReason,
    initiator: String(row.initiator_role) as TradeParticipant,
    sellerId: String(row.seller_id),
    buyerId: String(row.buyer_id),
    open: Boolean(Number(row.is_open)),
    ...(row.outcome ? { outcome: String(row.outcome) as DisputeOutcome } : {}),
    ...(row.resolved_date ? { resolvedDate: String(row.resolved_date) } : {}),
  }));
}

export interface RaisedDispute {
  id: string;
  contract: ContractRecord;
  initiator: TradeParticipant;
  initiatorId: string;
  reason: DisputeReason;
  message: string | null;
  emailRequired: boolean;
  /** the chat's system messages, in order */
  systemMessages: string[];
  now: string;
}

/** A trader raises a dispute: the dispute, the contract in dispute, the chat's system messages. False when one is open already. */
export async function raiseDispute(db: Db, raised: RaisedDispute): Promise<boolean> {
  const { contract, now } = raised;
  try {
    await db.batch(
      [
        {
          sql: `INSERT INTO disputes (id, contract_id, initiator, initiator_role, reason, message, date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          args: [raised.id, contract.id, raised.initiatorId, raised.initiator, raised.reason, raised.message, now],
        },
        {
          sql: `UPDATE contracts SET trade_status = 'dispute', is_chat_active = 1, is_email_required = ?, last_modified = ?, messages = messages + ? WHERE id = ?`,
          args: [raised.emailRequired ? 1 : 0, now, raised.systemMessages.length, contract.id],
        },
        {
          sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature) VALUES ${raised.systemMessages.map(() => "(?, 'system', ?, ?, '[]', '')").join(', ')}`,
          args: raised.systemMessages.flatMap((message) => [contract.id, now, message]),
        },
      ],
      'write',
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The contract's state after a resolution (db/store/disputes.ts resolveDispute writes it). */
export interface ContractAfter {
  status: TradeStatus;
  canceled: boolean;
  chatActive: boolean;
  /** when the payment counts as confirmed now (null: unchanged) */
  confirmed: string | null;
  /** the escrow's release transaction (null: none) */
  releaseTx: string | null;
}

export interface ResolutionWrite {
  contract: ContractRecord;
  outcome: DisputeOutcome;
  reason: string;
  buyerIncorrect: boolean;
  sellerIncorrect: boolean;
  winner: TradeParticipant | null;
  loser: TradeParticipant | null;
  after: ContractAfter;
  /** the chat's system message of the outcome */
  systemMessage: string;
  /** the decision notices to the traders (system messages after the outcome's, one per language) */
  notices?: string[];
  /** a further condition of the dispute's update (a proposal's approval stamp, no proposal waiting) */
  guard?: { sql: string; args: InValue[] };
  staff: Pick<StaffRecord, 'id' | 'username'>;
  /** stamps this request's change: the effects are guarded by it */
  resolutionId: string;
  now: string;
}

/**
 * The resolution's writes, one transaction: the dispute's conditional update (open → resolved,
 * stamped with `resolutionId`) and every effect guarded by that stamp, its audit entry included.
 */
export function resolutionStatements(write: ResolutionWrite): InStatement[] {
  const { contract, outcome, after, now, resolutionId } = write;
  const messages = [write.systemMessage, ...(write.notices ?? [])];
  const mine = 'EXISTS (SELECT 1 FROM disputes WHERE contract_id = ? AND resolution_id = ?)';
  const sideId = (side: TradeParticipant | null) => (side === 'buyer' ? contract.buyerId : side === 'seller' ? contract.sellerId : null);
  return [
    {
      sql: `UPDATE disputes SET outcome = ?, winner = ?, resolved_date = ?, resolved_by = ?, resolution_reason = ?,
              is_buyer_payment_data_incorrect = ?, is_seller_payment_data_incorrect = ?, resolution_id = ?
            WHERE contract_id = ? AND resolved_date IS NULL${write.guard ? ` AND ${write.guard.sql}` : ''}`,
      args: [outcome, write.winner, now, write.staff.id, write.reason, write.buyerIncorrect ? 1 : 0, write.sellerIncorrect ? 1 : 0, resolutionId, contract.id, ...(write.guard?.args ?? [])],
    },
    {
      sql: `UPDATE contracts SET trade_status = ?, canceled = ?, canceled_by = ?, is_chat_active = ?, last_modified = ?,
              payment_confirmed = coalesce(?, payment_confirmed), release_tx_id = coalesce(?, release_tx_id), messages = messages + ?
            WHERE id = ? AND ${mine}`,
      args: [after.status, after.canceled ? 1 : 0, after.canceled ? 'mediator' : null, after.chatActive ? 1 : 0, now, after.confirmed, after.releaseTx, messages.length, contract.id, contract.id, resolutionId],
    },
    {
      // both parties: one more resolved dispute; the winner won it, the loser lost it
      sql: `UPDATE users SET disputes = json_set(disputes,
              '$.resolved', coalesce(json_extract(disputes, '$.resolved'), 0) + 1,
              '$.won', coalesce(json_extract(disputes, '$.won'), 0) + (id IS ?),
              '$.lost', coalesce(json_extract(disputes, '$.lost'), 0) + (id IS ?)), last_modified = ?
            WHERE id IN (?, ?) AND ${mine}`,
      args: [sideId(write.winner), sideId(write.loser), now, contract.sellerId, contract.buyerId, contract.id, resolutionId],
    },
    // a resolved dispute is no longer a case: its owner is released
    { sql: `DELETE FROM case_owners WHERE contract_id = ? AND ${mine}`, args: [contract.id, contract.id, resolutionId] },
    auditStatement({
      staff: write.staff,
      action: 'dispute.resolve',
      subjectId: contract.id,
      before: { dispute: 'open', tradeStatus: contract.tradeStatus },
      after: {
        dispute: 'resolved',
        outcome,
        reason: write.reason,
        isBuyerPaymentDataIncorrect: write.buyerIncorrect,
        isSellerPaymentDataIncorrect: write.sellerIncorrect,
        tradeStatus: after.status,
      },
      date: now,
      when: { sql: mine, args: [contract.id, resolutionId] },
    }),
    // last, so that their results are the batch's last: the system messages' row ids
    ...messages.map(
      (message): InStatement => ({
        sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature)
            SELECT ?, 'system', ?, ?, '[]', '' WHERE ${mine}`,
        args: [contract.id, now, message, contract.id, resolutionId],
      }),
    ),
  ];
}

/** The row ids of the system messages a batch ending in resolutionStatements wrote. */
export const writtenMessageIds = (results: { lastInsertRowid?: bigint | number }[], write: ResolutionWrite): number[] =>
  results.slice(-(1 + (write.notices?.length ?? 0))).map((r) => Number(r.lastInsertRowid));

/**
 * Resolves the contract's open dispute exactly once: of any number of attempts one changes the
 * dispute's row and the others change nothing. The row id of the system message it wrote, or
 * null when this attempt resolved nothing.
 */
export async function resolveDispute(db: Db, write: ResolutionWrite): Promise<{ messageIds: number[] } | null> {
  const results = await db.batch(resolutionStatements(write), 'write');
  return results[0].rowsAffected === 1 ? { messageIds: writtenMessageIds(results, write) } : null;
}
