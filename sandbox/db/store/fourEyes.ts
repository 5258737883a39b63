import type { Row } from '@libsql/client';
import type { FourEyesSettings, ProposalState, ResolutionProposal } from '../../../src/contract/fourEyes';
import type { DisputeOutcome } from '../../../src/contract/trade';
import type { StaffRecord } from '../adminRecords';
import { isUniqueViolation, type Db } from '../connection';
import type { Wire } from '../records';
import { auditStatement, onlyIfChanged } from './audit';
import { resolutionStatements, writtenMessageIds, type ResolutionWrite } from './disputes';

/**
 * Four eyes as stored (db/fourEyesSchema.ts; routes/fourEyes.ts): the admin's threshold, the
 * proposals and their decisions, the traders' notice languages. Every change is one batch with
 * its audit row; a decision is a conditional update from 'waiting', so it happens once.
 */

type Staff = Pick<StaffRecord, 'id' | 'username'>;

export async function readFourEyesSettings(db: Db): Promise<FourEyesSettings> {
  const { rows } = await db.execute('SELECT threshold_sats, incorrect_data_needs_approval FROM four_eyes_settings WHERE id = 1');
  const row = rows[0];
  return {
    thresholdSats: row?.threshold_sats == null ? null : Number(row.threshold_sats),
    incorrectDataNeedsApproval: Boolean(Number(row?.incorrect_data_needs_approval ?? 0)),
  };
}

/** Stores the settings; audited with what they were, read inside the batch. */
export async function writeFourEyesSettings(db: Db, settings: FourEyesSettings, staff: Staff, now: string): Promise<void> {
  await db.batch(
    [
      auditStatement({
        staff,
        action: 'fourEyes.settings',
        subjectId: 'fourEyes',
        beforeSql: {
          sql: `(SELECT json_object('thresholdSats', threshold_sats, 'incorrectDataNeedsApproval', json(CASE WHEN incorrect_data_needs_approval THEN 'true' ELSE 'false' END))
                 FROM four_eyes_settings WHERE id = 1)`,
        },
        after: { ...settings },
        date: now,
      }),
      {
        sql: 'UPDATE four_eyes_settings SET threshold_sats = ?, incorrect_data_needs_approval = ? WHERE id = 1',
        args: [settings.thresholdSats, settings.incorrectDataNeedsApproval ? 1 : 0],
      },
    ],
    'write',
  );
}

/** The language tags of a contract's two traders (null: none told). */
export async function traderLanguages(db: Db, buyerId: string, sellerId: string): Promise<{ buyer: string | null; seller: string | null }> {
  const { rows } = await db.execute({ sql: 'SELECT user_id, language FROM trader_languages WHERE user_id IN (?, ?)', args: [buyerId, sellerId] });
  const of = (id: string) => {
    const row = rows.find((r) => String(r.user_id) === id);
    return row ? String(row.language) : null;
  };
  return { buyer: of(buyerId), seller: of(sellerId) };
}

export async function setTraderLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO trader_languages (user_id, language) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET language = excluded.language',
    args: [userId, language],
  });
}

const staffOf = (id: unknown, name: unknown) => (id == null ? null : { id: String(id), username: String(name) });

export const readProposal = (row: Row): Wire<ResolutionProposal> => ({
  id: String(row.id),
  contractId: String(row.contract_id),
  outcome: String(row.outcome) as DisputeOutcome,
  reason: String(row.reason),
  isBuyerPaymentDataIncorrect: Boolean(Number(row.buyer_incorrect)),
  isSellerPaymentDataIncorrect: Boolean(Number(row.seller_incorrect)),
  addition: row.addition == null ? null : String(row.addition),
  buyerSats: Number(row.buyer_sats),
  sellerSats: Number(row.seller_sats),
  buyerFeeSats: Number(row.buyer_fee_sats),
  sellerFeeSats: Number(row.seller_fee_sats),
  state: String(row.state) as ProposalState,
  proposedBy: staffOf(row.proposed_by, row.proposed_by_name)!,
  proposedAt: String(row.proposed_at),
  decidedBy: staffOf(row.decided_by, row.decided_by_name),
  decidedAt: row.decided_at == null ? null : String(row.decided_at),
  decisionReason: row.decision_reason == null ? null : String(row.decision_reason),
});

export async function proposalById(db: Db, id: string): Promise<Wire<ResolutionProposal> | null> {
  const { rows } = await db.execute({ sql: 'SELECT * FROM resolution_proposals WHERE id = ?', args: [id] });
  return rows[0] ? readProposal(rows[0]) : null;
}

/** A contract's proposals, newest first (at most 50). */
export async function proposalsOf(db: Db, contractId: string): Promise<Wire<ResolutionProposal>[]> {
  const { rows } = await db.execute({
    sql: 'SELECT * FROM resolution_proposals WHERE contract_id = ? ORDER BY proposed_at DESC, rowid DESC LIMIT 50',
    args: [contractId],
  });
  return rows.map(readProposal);
}

/** Every waiting proposal, oldest first (at most 500). */
export async function waitingProposals(db: Db): Promise<Wire<ResolutionProposal>[]> {
  const { rows } = await db.execute("SELECT * FROM resolution_proposals WHERE state = 'waiting' ORDER BY proposed_at, rowid LIMIT 500");
  return rows.map(readProposal);
}

/** What the audit rows of a proposal say it is. */
const proposalFacts = (p: Wire<ResolutionProposal>) => ({
  proposal: p.id,
  outcome: p.outcome,
  reason: p.reason,
  buyerSats: p.buyerSats,
  sellerSats: p.sellerSats,
  isBuyerPaymentDataIncorrect: p.isBuyerPaymentDataIncorrect,
  isSellerPaymentDataIncorrect: p.isSellerPaymentDataIncorrect,
});

/**
 * Stores a waiting proposal while the contract's dispute is open. 'waiting-exists' when one
 * waits already, 'not-open' when the dispute is not open.
 */
export async function insertProposal(db: Db, p: Wire<ResolutionProposal>): Promise<'ok' | 'waiting-exists' | 'not-open'> {
  try {
    const [inserted] = await db.batch(
      [
        {
          sql: `INSERT INTO resolution_proposals (id, contract_id, outcome, reason, buyer_incorrect, seller_incorrect, addition,
                  buyer_sats, seller_sats, buyer_fee_sats, seller_fee_sats, state, proposed_by, proposed_by_name, proposed_at)
                SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?
                WHERE EXISTS (SELECT 1 FROM disputes WHERE contract_id = ? AND resolved_date IS NULL)`,
          args: [
            p.id, p.contractId, p.outcome, p.reason, p.isBuyerPaymentDataIncorrect ? 1 : 0, p.isSellerPaymentDataIncorrect ? 1 : 0, p.addition,
            p.buyerSats, p.sellerSats, p.buyerFeeSats, p.sellerFeeSats, p.proposedBy.id, p.proposedBy.username, p.proposedAt, p.contractId,
          ],
        },
        auditStatement({
          staff: p.proposedBy,
          action: 'dispute.propose',
          subjectId: p.contractId,
          before: { dispute: 'open' },
          after: { dispute: 'awaitingApproval', ...proposalFacts(p) },
          date: p.proposedAt,
          when: onlyIfChanged,
        }),
      ],
      'write',
    );
    return inserted.rowsAffected === 1 ? 'ok' : 'not-open';
  } catch (error) {
    if (isUniqueViolation(error)) return 'waiting-exists';
    throw error;
  }
}

/** A decision other than approval: rejected (by another mediator, with a reason) or withdrawn (by the proposer). */
export interface ProposalClose {
  proposal: Wire<ResolutionProposal>;
  state: 'rejected' | 'withdrawn';
  staff: Staff;
  reason: string | null;
  now: string;
}

/** Closes a waiting proposal: true when this call changed it (false: decided before). */
export async function closeProposal(db: Db, close: ProposalClose): Promise<boolean> {
  const { proposal: p, staff, now } = close;
  // the proposer may withdraw, and only the proposer; anyone else rejects, and the proposer cannot
  const who = close.state === 'withdrawn' ? 'proposed_by = ?' : 'proposed_by <> ?';
  const [changed] = await db.batch(
    [
      {
        sql: `UPDATE resolution_proposals SET state = ?, decided_by = ?, decided_by_name = ?, decided_at = ?, decision_reason = ?
              WHERE id = ? AND state = 'waiting' AND ${who}`,
        args: [close.state, staff.id, staff.username, now, close.reason, p.id, staff.id],
      },
      auditStatement({
        staff,
        action: close.state === 'withdrawn' ? 'dispute.withdraw' : 'dispute.reject',
        subjectId: p.contractId,
        before: { dispute: 'awaitingApproval', proposal: p.id, proposedBy: p.proposedBy.username },
        after: { dispute: 'open', proposal: p.id, ...(close.reason ? { reason: close.reason } : {}) },
        date: now,
        when: onlyIfChanged,
      }),
    ],
    'write',
  );
  return changed.rowsAffected === 1;
}

/**
 * Approves a waiting proposal of someone else and carries its resolution out, one batch: the
 * proposal's conditional update stamps `decisionId`, and the resolution's dispute update runs only
 * under that stamp (so of any number of approvals at once one pays). The system messages' row ids,
 * or null when this call approved nothing.
 */
export async function approveProposal(
  db: Db,
  p: Wire<ResolutionProposal>,
  write: Omit<ResolutionWrite, 'guard'>,
): Promise<{ messageIds: number[] } | null> {
  const { staff, now, resolutionId } = write;
  const stamped = 'EXISTS (SELECT 1 FROM resolution_proposals WHERE id = ? AND decision_id = ?)';
  const resolution = { ...write, guard: { sql: stamped, args: [p.id, resolutionId] } };
  const results = await db.batch(
    [
      {
        sql: `UPDATE resolution_proposals SET state = 'approved', decided_by = ?, decided_by_name = ?, decided_at = ?, decision_id = ?
              WHERE id = ? AND state = 'waiting' AND proposed_by <> ?`,
        args: [staff.id, staff.username, now, resolutionId, p.id, staff.id],
      },
      auditStatement({
        staff,
        action: 'dispute.approve',
        subjectId: p.contractId,
        before: { dispute: 'awaitingApproval', proposal: p.id, proposedBy: p.proposedBy.username },
        after: { dispute: 'approved', ...proposalFacts(p) },
        date: now,
        when: onlyIfChanged,
      }),
      ...resolutionStatements(resolution),
    ],
    'write',
  );
  return results[0].rowsAffected === 1 && results[2].rowsAffected === 1 ? { messageIds: writtenMessageIds(results, resolution) } : null;
}

/** No proposal waits on the contract: the condition of a resolution without four eyes. */
export const noProposalWaiting = (contractId: string) => ({
  sql: "NOT EXISTS (SELECT 1 FROM resolution_proposals WHERE contract_id = ? AND state = 'waiting')",
  args: [contractId],
});

