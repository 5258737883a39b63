import { randomBytes, randomUUID } from 'node:crypto';
import type { DisputeOutcome } from '../../src/contract';
import { CHAT_PAGE_SIZE } from '../../src/contract/constants';
import { outcomeSystemMessage } from '../rules/chat';
import { RESOLUTION_REASON_MAX_LENGTH, resolutionOf, tradeAfter } from '../rules/disputes';
import { staleKeys } from '../socket/staleKeys';
import { DISPUTE_OUTCOMES } from '../../src/contract/trade';
import type { Db } from '../db/connection';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { ContractRecord } from '../db/records';
import { hubFor } from '../socket/hub';
import { chatMessageJson, chatPage as readChatPage, markChatRead, readChatMessageById } from '../db/store/chat';
import { hasDispute, resolveDispute as resolveStoredDispute, type ContractAfter } from '../db/store/disputes';
import { contractJson, readContract } from '../db/store/contracts';

/**
 * A contract, its chat and the resolution of its dispute (spec §7; src/features/contracts/api.ts):
 * GET /v1/pwt/contract/:id, GET /v1/pwt/contract/:id/chat, POST /v1/pwt/contract/:id/dispute.
 * Chat messages are written over the socket (socket/messages.ts).
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
    const messages = await readChatPage(db, contract.id, page, CHAT_PAGE_SIZE);
    const read = await markChatRead(db, c.get('staff').id, messages);
    return c.json(read.map(chatMessageJson));
  };

/** The contract's columns after an outcome (rules/disputes.ts tradeAfter); a release gets a transaction id of its own. */
function contractAfter(contract: ContractRecord, outcome: DisputeOutcome, now: string): ContractAfter {
  const after = tradeAfter(contract, outcome);
  return {
    status: after.status,
    canceled: after.canceled,
    chatActive: after.chatActive,
    confirmed: after.confirmsPayment ? (contract.paymentConfirmed?.toISOString() ?? now) : null,
    releaseTx: after.released ? randomBytes(32).toString('hex') : null,
  };
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
    const effect = resolutionOf(resolution.outcome);
    const resolved = await resolveStoredDispute(db, {
      contract,
      ...resolution,
      winner: effect.winner,
      loser: effect.loser,
      after: contractAfter(contract, resolution.outcome, now),
      systemMessage: outcomeSystemMessage(resolution.outcome),
      staff: c.get('staff'),
      resolutionId: randomUUID(),
      now,
    });
    if (!resolved) {
      if (!(await hasDispute(db, contract.id))) throw notFound('This contract has no dispute');
      throw fail(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has been resolved already');
    }
    const hub = hubFor(db);
    const fresh = (await readContract(db, contract.id))!;
    const message = await readChatMessageById(db, resolved.messageId);
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
