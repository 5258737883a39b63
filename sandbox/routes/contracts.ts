import type { DisputeOutcome } from '../../src/contract';
import { CHAT_PAGE_SIZE } from '../../src/contract/constants';
import { needsSecondApproval } from '../../src/contract/fourEyes';
import { RESOLUTION_REASON_MAX_LENGTH } from '../rules/disputes';
import { resolutionWrite } from '../rules/decision';
import { staleKeys } from '../socket/staleKeys';
import { DISPUTE_OUTCOMES } from '../../src/contract/trade';
import type { Db } from '../db/connection';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { ContractRecord } from '../db/records';
import type { StaffRecord } from '../db/adminRecords';
import { hubFor } from '../socket/hub';
import { chatMessageJson, chatPage as readChatPage, markChatRead, readChatMessageById } from '../db/store/chat';
import { hasDispute, hasOpenDispute, resolveDispute as resolveStoredDispute } from '../db/store/disputes';
import { noProposalWaiting, readFourEyesSettings, traderLanguages } from '../db/store/fourEyes';
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

export interface Resolution {
  outcome: DisputeOutcome;
  reason: string;
  buyerIncorrect: boolean;
  sellerIncorrect: boolean;
}

/** The DisputeResolution of the body, or 400 INVALID_INPUT naming each bad field. */
export async function readResolution(c: AppContext, more?: (f: Fields) => void): Promise<Resolution> {
  const f = new Fields(await readJsonObject(c));
  const contractId = f.string('contractId', { max: 100 });
  const outcome = f.string('outcome', { required: true, max: 20 }) as DisputeOutcome | undefined;
  if (outcome && !DISPUTE_OUTCOMES.includes(outcome)) f.problems.outcome = `must be one of ${DISPUTE_OUTCOMES.join(', ')}`;
  const reason = f.string('reason', { required: true, max: RESOLUTION_REASON_MAX_LENGTH, userText: 'text' });
  const buyerIncorrect = f.boolean('isBuyerPaymentDataIncorrect') ?? false;
  const sellerIncorrect = f.boolean('isSellerPaymentDataIncorrect') ?? false;
  if (contractId !== undefined && contractId !== param(c, 'id')) f.problems.contractId = 'must be the contract of the path';
  more?.(f);
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
    await resolveAtOnce(db, contract, resolution, c.get('staff'), new Date(deps.now()).toISOString());
    const fresh = (await readContract(db, contract.id))!;
    return c.json(await contractJson(db, fresh, deps.strict));
  };

/**
 * Resolves at once, with the decision notice (rules/decision.ts): refused with 409
 * SECOND_APPROVAL_REQUIRED when four eyes apply (docs/decisions/four-eyes.md), and with 409
 * PROPOSAL_WAITING while a proposal waits, in the same statement that resolves.
 */
export async function resolveAtOnce(db: Db, contract: ContractRecord, resolution: Resolution & { addition?: string | null }, staff: Pick<StaffRecord, 'id' | 'username'>, now: string) {
  const flags = { isBuyerPaymentDataIncorrect: resolution.buyerIncorrect, isSellerPaymentDataIncorrect: resolution.sellerIncorrect };
  if (needsSecondApproval(await readFourEyesSettings(db), contract, flags)) {
    throw fail(409, 'SECOND_APPROVAL_REQUIRED', 'This resolution needs a second mediator’s approval: propose it');
  }
  const languages = await traderLanguages(db, contract.buyerId, contract.sellerId);
  const write = { ...resolutionWrite(contract, resolution, staff, languages, now), guard: noProposalWaiting(contract.id) };
  const resolved = await resolveStoredDispute(db, write);
  if (!resolved) {
    if (!(await hasDispute(db, contract.id))) throw notFound('This contract has no dispute');
    if (!(await hasOpenDispute(db, contract.id))) throw fail(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has been resolved already');
    throw fail(409, 'PROPOSAL_WAITING', 'A proposed resolution of this dispute waits for a second approval');
  }
  await announceResolution(db, contract, resolved.messageIds);
}

/** The chat's new system messages and the stale queries of a resolution, over the socket. */
export async function announceResolution(db: Db, contract: ContractRecord, messageIds: number[]) {
  const hub = hubFor(db);
  for (const id of messageIds) {
    const message = await readChatMessageById(db, id);
    if (message) hub.chat(chatMessageJson(message));
  }
  hub.stale([
    staleKeys.disputes(),
    staleKeys.contract(contract.id),
    staleKeys.contractChat(contract.id),
    staleKeys.disputeHistory(contract.sellerId),
    staleKeys.disputeHistory(contract.buyerId),
  ]);
}

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
