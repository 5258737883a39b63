import { randomBytes, randomUUID } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { DisputeOutcome } from '../../src/contract';
import { CHAT_PAGE_SIZE } from '../../src/contract/constants';
import { outcomeSystemMessage } from '../../src/domain/chat';
import { OUTCOME_EFFECTS, RESOLUTION_REASON_MAX_LENGTH, staleKeys } from '../../src/domain/disputes';
import { DISPUTE_OUTCOMES } from '../../src/contract/trade';
import type { Db } from '../db/connection';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { ContractRecord } from '../db/records';
import type { StaffRecord } from '../db/adminRecords';
import { auditStatement } from '../db/store/audit';
import { hubFor } from '../socket/hub';
import { chatMessageJson, markChatRead, readChatMessage, readChatMessageById } from '../db/store/chat';
import { contractJson, readContract } from '../db/store/contracts';

/**
 * A contract, its chat and the resolution of its dispute (spec §7; src/api/contracts.ts):
 * GET /v1/pwt/contract/:id, GET /v1/pwt/contract/:id/chat, POST /v1/pwt/contract/:id/dispute.
 * Chat messages are written over the socket (sandbox/socketMessages.ts).
 */

const MAX_CHAT_PAGE = 10_000;

const contractOr404 = async (db: Db, c: AppContext): Promise<ContractRecord> => {
  const contract = await readContract(db, param(c, 'id'));
  if (!contract) throw notFound('No such contract');
  return contract;
};

/**
 * ?page=n (0-based): 21 messages, newest first. The page is what the staff member sees: its
 * messages are marked read by them (docs/decisions/unread.md), so the queue's Unread goes down.
 */
const chatPage =
  (db: Db): AppHandler =>
  async (c) => {
    const pageText = c.req.query('page') ?? '0';
    const page = Number(pageText);
    if (!/^\d+$/.test(pageText) || page > MAX_CHAT_PAGE) throw invalid('Invalid page', { page: `must be an integer from 0 to ${MAX_CHAT_PAGE}` });
    const contract = await contractOr404(db, c);
    const { rows } = await db.execute({
      sql: `SELECT id, contract_id, "from", date, message, read_by FROM chat_messages
            WHERE contract_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      args: [contract.id, CHAT_PAGE_SIZE, page * CHAT_PAGE_SIZE],
    });
    const read = await markChatRead(db, c.get('staff').id, rows.map(readChatMessage));
    return c.json(read.map(chatMessageJson));
  };

/** The contract's columns after an outcome (reference: DisputeOutcome). */
function contractAfter(contract: ContractRecord, outcome: DisputeOutcome, now: string) {
  const effect = OUTCOME_EFFECTS[outcome];
  if (effect.escrowTo === 'buyer') {
    return { status: 'payoutPending', canceled: 0, chat: 0, confirmed: contract.paymentConfirmed?.toISOString() ?? now, releaseTx: randomBytes(32).toString('hex') };
  }
  if (effect.escrowTo === 'seller') return { status: 'tradeCanceled', canceled: 1, chat: 0, confirmed: null, releaseTx: null };
  if (effect.sellerAskedToRelease) return { status: 'releaseEscrow', canceled: 0, chat: 1, confirmed: null, releaseTx: null };
  // not a dispute: the trade goes on where it was
  return { status: contract.paymentMade ? 'confirmPaymentRequired' : 'paymentRequired', canceled: 0, chat: 1, confirmed: null, releaseTx: null };
}

interface Resolution {
  outcome: DisputeOutcome;
  reason: string;
  buyerIncorrect: boolean;
  sellerIncorrect: boolean;
}

/** The DisputeResolution of the body, or 400 INVALID_INPUT naming each bad field. */
async function readResolution(c: AppContext): Promise<Resolution> {
  const f = new Fields(await readJsonObject(c));
  const contractId = f.string('contractId', { max: 100 });
  const outcome = f.string('outcome', { required: true, max: 20 }) as DisputeOutcome | undefined;
  if (outcome && !DISPUTE_OUTCOMES.includes(outcome)) f.problems.outcome = `must be one of ${DISPUTE_OUTCOMES.join(', ')}`;
  const reason = f.string('reason', { required: true, max: RESOLUTION_REASON_MAX_LENGTH, userText: 'text' });
  const buyerIncorrect = f.boolean('isBuyerPaymentDataIncorrect') ?? false;
  const sellerIncorrect = f.boolean('isSellerPaymentDataIncorrect') ?? false;
  if (contractId !== undefined && contractId !== param(c, 'id')) f.problems.contractId = 'must be the contract of the path';
  f.done('Invalid dispute resolution');
  return { outcome: outcome!, reason: reason!.trim(), buyerIncorrect, sellerIncorrect };
}

/**
 * The resolution's writes, one transaction: the dispute's conditional update (open → resolved,
 * stamped with `resolutionId`) and every effect guarded by that stamp, its audit entry included.
 */
function resolutionStatements(
  contract: ContractRecord,
  resolution: Resolution,
  staff: Pick<StaffRecord, 'id' | 'username'>,
  resolutionId: string,
  now: string,
): InStatement[] {
  const staffId = staff.id;
  const { outcome } = resolution;
  const effect = OUTCOME_EFFECTS[outcome];
  const after = contractAfter(contract, outcome, now);
  const mine = 'EXISTS (SELECT 1 FROM disputes WHERE contract_id = ? AND resolution_id = ?)';
  const sideId = (side: 'buyer' | 'seller' | null) => (side === 'buyer' ? contract.buyerId : side === 'seller' ? contract.sellerId : null);
  return [
    {
      sql: `UPDATE disputes SET outcome = ?, winner = ?, resolved_date = ?, resolved_by = ?, resolution_reason = ?,
              is_buyer_payment_data_incorrect = ?, is_seller_payment_data_incorrect = ?, resolution_id = ?
            WHERE contract_id = ? AND resolved_date IS NULL`,
      args: [outcome, effect.winner, now, staffId, resolution.reason, resolution.buyerIncorrect ? 1 : 0, resolution.sellerIncorrect ? 1 : 0, resolutionId, contract.id],
    },
    {
      sql: `UPDATE contracts SET trade_status = ?, canceled = ?, canceled_by = ?, is_chat_active = ?, last_modified = ?,
              payment_confirmed = coalesce(?, payment_confirmed), release_tx_id = coalesce(?, release_tx_id), messages = messages + 1
            WHERE id = ? AND ${mine}`,
      args: [after.status, after.canceled, after.canceled ? 'mediator' : null, after.chat, now, after.confirmed, after.releaseTx, contract.id, contract.id, resolutionId],
    },
    {
      // both parties: one more resolved dispute; the winner won it, the loser lost it
      sql: `UPDATE users SET disputes = json_set(disputes,
              '$.resolved', coalesce(json_extract(disputes, '$.resolved'), 0) + 1,
              '$.won', coalesce(json_extract(disputes, '$.won'), 0) + (id IS ?),
              '$.lost', coalesce(json_extract(disputes, '$.lost'), 0) + (id IS ?)), last_modified = ?
            WHERE id IN (?, ?) AND ${mine}`,
      args: [sideId(effect.winner), sideId(effect.loser), now, contract.sellerId, contract.buyerId, contract.id, resolutionId],
    },
    {
      sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature)
            SELECT ?, 'system', ?, ?, '[]', '' WHERE ${mine}`,
      args: [contract.id, now, outcomeSystemMessage(outcome), contract.id, resolutionId],
    },
    auditStatement({
      staff,
      action: 'dispute.resolve',
      subjectId: contract.id,
      before: { dispute: 'open', tradeStatus: contract.tradeStatus },
      after: {
        dispute: 'resolved',
        outcome,
        reason: resolution.reason,
        isBuyerPaymentDataIncorrect: resolution.buyerIncorrect,
        isSellerPaymentDataIncorrect: resolution.sellerIncorrect,
        tradeStatus: after.status,
      },
      date: now,
      when: { sql: mine, args: [contract.id, resolutionId] },
    }),
  ];
}

/**
 * DisputeResolution → the contract after it. Exactly once: of any number of attempts one changes
 * the dispute's row and the others change nothing and answer 409 DISPUTE_ALREADY_RESOLVED.
 */
const resolveDispute =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const resolution = await readResolution(c);
    const contract = await contractOr404(db, c);
    const now = new Date(deps.now()).toISOString();
    const statements = resolutionStatements(contract, resolution, c.get('staff'), randomUUID(), now);
    const [resolved, , , inserted] = await db.batch(statements, 'write');
    if (resolved.rowsAffected !== 1) {
      const { rows } = await db.execute({ sql: 'SELECT count(*) AS n FROM disputes WHERE contract_id = ?', args: [contract.id] });
      if (Number(rows[0].n) === 0) throw notFound('This contract has no dispute');
      throw fail(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has been resolved already');
    }
    const hub = hubFor(db);
    const fresh = (await readContract(db, contract.id))!;
    const message = await readChatMessageById(db, Number(inserted.lastInsertRowid));
    if (message) hub.chat(chatMessageJson(message));
    hub.stale([
      staleKeys.disputes(),
      staleKeys.contract(contract.id),
      staleKeys.contractChat(contract.id),
      staleKeys.disputeHistory(contract.sellerId),
      staleKeys.disputeHistory(contract.buyerId),
    ]);
    return c.json(await contractJson(db, fresh, deps.strict));
  };

/** → the platform's Contract (with the staff extras unless strict); 404 when there is none. */
const oneContract =
  ({ db, strict }: Deps): AppHandler =>
  async (c) =>
    c.json(await contractJson(db, await contractOr404(db, c), strict));

export function contractRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/contract/:id': oneContract(deps),
    'GET /v1/pwt/contract/:id/chat': chatPage(deps.db),
    'POST /v1/pwt/contract/:id/dispute': resolveDispute(deps),
  };
}
