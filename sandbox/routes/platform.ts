import { randomBytes } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, disputeStartedSystemMessage, MEDIATOR_WILL_JOIN } from '../rules/chat';
import { staleKeys } from '../socket/staleKeys';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../src/contract/trade';
import { fail, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import type { DisputeReason, TradeParticipant } from '../../src/contract/trade';
import { hubFor } from '../socket/hub';
import { chatMessageJson, countUnreadMessage, storeChatMessage } from '../db/store/chat';
import { raiseDispute as raiseStoredDispute } from '../db/store/disputes';
import { readContract } from '../db/store/contracts';

/**
 * What the traders do on the platform, for tests only (route-table rows with faultsOnly, so
 * registered only with SANDBOX_FAULTS=1): a party raises a dispute or writes in the chat. The
 * staff console never does either, yet its queue, unread counts and pwt.contract.disputeRaised /
 * pwt.contract.chat notifications react to them.
 */

/** { initiator: buyer | seller, reason, message? } → 201 { success }; 409 DISPUTE_ALREADY_OPEN */
const raiseDispute =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const f = new Fields(await readJsonObject(c));
    const initiator = f.string('initiator', { required: true, max: 10 }) as TradeParticipant;
    const reason = f.string('reason', { required: true, max: 40 }) as DisputeReason;
    const message = f.string('message', { max: CHAT_MESSAGE_MAX_LENGTH });
    if (initiator && !TRADE_PARTICIPANTS.includes(initiator)) f.problems.initiator = 'must be buyer or seller';
    if (reason && !DISPUTE_REASONS.includes(reason)) f.problems.reason = `must be one of ${DISPUTE_REASONS.join(', ')}`;
    f.done();
    const contract = await readContract(db, param(c, 'id'));
    if (!contract) throw notFound('No such contract');
    const now = new Date(deps.now()).toISOString();
    const initiatorId = initiator === 'buyer' ? contract.buyerId : contract.sellerId;
    const raised = await raiseStoredDispute(db, {
      id: randomBytes(12).toString('hex'),
      contract,
      initiator,
      initiatorId,
      reason,
      message: message ?? null,
      // the platform asks for an e-mail address when the dispute is about a missing payment
      emailRequired: reason.startsWith('noPayment'),
      systemMessages: [disputeStartedSystemMessage(initiator, reason, initiatorId), MEDIATOR_WILL_JOIN],
      now,
    });
    if (!raised) throw fail(409, 'DISPUTE_ALREADY_OPEN', 'This contract has an open dispute');
    const hub = hubFor(db);
    hub.stale([staleKeys.disputes(), staleKeys.contract(contract.id), staleKeys.contractChat(contract.id)]);
    hub.notify('pwt.contract.disputeRaised', contract.id);
    return c.json({ success: true }, 201);
  };

/** { side: buyer | seller, message } → 201 the ChatMessage; every staff member has one more unread (readBy lacks them) */
const writeChat =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const f = new Fields(await readJsonObject(c));
    const side = f.string('side', { required: true, max: 10 }) as TradeParticipant;
    const text = f.string('message', { required: true, max: CHAT_MESSAGE_MAX_LENGTH });
    if (side && !TRADE_PARTICIPANTS.includes(side)) f.problems.side = 'must be buyer or seller';
    f.done();
    const contract = await readContract(db, param(c, 'id'));
    if (!contract) throw notFound('No such contract');
    const stored = await storeChatMessage(db, contract.id, side === 'buyer' ? contract.buyerId : contract.sellerId, text!, new Date(deps.now()));
    await countUnreadMessage(db, contract.id);
    const json = chatMessageJson(stored);
    const hub = hubFor(db);
    hub.chat(json);
    hub.stale([staleKeys.contractChat(contract.id), staleKeys.contract(contract.id), staleKeys.disputes()]);
    hub.notify('pwt.contract.chat', contract.id);
    return c.json(json, 201);
  };

export function platformRoutes(deps: Deps): RouteHandlers {
  return {
    'POST /__platform/contract/:id/dispute': raiseDispute(deps),
    'POST /__platform/contract/:id/chat': writeChat(deps),
  };
}
