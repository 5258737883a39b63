import type { Contract, ContractMoment } from '../contract';
import type { TradeParticipant } from '../contract/trade';

/**
 * The contract's timeline from its own dates (the platform's Contract has no timeline): created,
 * payment made and confirmed, disputed, resolved, oldest first. A canceled contract ends with
 * `canceled` at its last change, the only date the platform gives for it. A staff answer's own
 * timeline wins when the API sends one.
 */
export function timelineOf(contract: Contract): ContractMoment[] {
  if (contract.timeline) return contract.timeline;
  const moments: ContractMoment[] = [{ moment: 'created', date: contract.creationDate }];
  const add = (moment: ContractMoment['moment'], date: Date | null | undefined) => {
    if (date) moments.push({ moment, date });
  };
  add('paymentMade', contract.paymentMade);
  add('paymentConfirmed', contract.paymentConfirmed);
  add('disputed', contract.disputeDate);
  add('resolved', contract.disputeResolvedDate);
  if (contract.canceled) add('canceled', contract.lastModified);
  return moments.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** Who raised the dispute: the staff answer's side, else the initiator's user id held against the parties. */
export function disputeInitiatorSideOf(contract: Contract): TradeParticipant | undefined {
  if (contract.disputeInitiatorSide) return contract.disputeInitiatorSide;
  if (!contract.disputeInitiator) return undefined;
  if (contract.disputeInitiator === contract.seller.id) return 'seller';
  if (contract.disputeInitiator === contract.buyer.id) return 'buyer';
  return undefined;
}
