import { randomBytes, randomUUID } from 'node:crypto';
import { decisionNotices } from '../../src/contract/decisionNotice';
import type { DisputeOutcome } from '../../src/contract/trade';
import type { StaffRecord } from '../db/adminRecords';
import type { ContractRecord } from '../db/records';
import type { ContractAfter, ResolutionWrite } from '../db/store/disputes';
import { outcomeSystemMessage } from './chat';
import { resolutionOf, resolutionPays, tradeAfter } from './disputes';

/**
 * A resolution as the store writes it, whoever carries it out (the platform's route at once, or
 * an approved proposal): the contract after it, the outcome's system message and the decision
 * notice to both traders in their languages (src/contract/decisionNotice.ts).
 */

export interface ResolutionInput {
  outcome: DisputeOutcome;
  reason: string;
  buyerIncorrect: boolean;
  sellerIncorrect: boolean;
  /** the mediator's added sentence of the notice */
  addition?: string | null;
}

/** The contract's columns after an outcome (rules/disputes.ts tradeAfter); a release gets a transaction id of its own. */
export function contractAfter(contract: ContractRecord, outcome: DisputeOutcome, now: string): ContractAfter {
  const after = tradeAfter(contract, outcome);
  return {
    status: after.status,
    canceled: after.canceled,
    chatActive: after.chatActive,
    confirmed: after.confirmsPayment ? (contract.paymentConfirmed?.toISOString() ?? now) : null,
    releaseTx: after.released ? randomBytes(32).toString('hex') : null,
  };
}

export function resolutionWrite(
  contract: ContractRecord,
  input: ResolutionInput,
  staff: Pick<StaffRecord, 'id' | 'username'>,
  languages: { buyer: string | null; seller: string | null },
  now: string,
): ResolutionWrite {
  const effect = resolutionOf(input.outcome);
  const pays = resolutionPays(contract, input.outcome);
  const notices = decisionNotices(languages, { outcome: input.outcome, ...pays, reason: input.reason, addition: input.addition });
  return {
    contract,
    outcome: input.outcome,
    reason: input.reason,
    buyerIncorrect: input.buyerIncorrect,
    sellerIncorrect: input.sellerIncorrect,
    winner: effect.winner,
    loser: effect.loser,
    after: contractAfter(contract, input.outcome, now),
    systemMessage: outcomeSystemMessage(input.outcome),
    notices: notices.map((n) => n.text),
    staff,
    resolutionId: randomUUID(),
    now,
  };
}
