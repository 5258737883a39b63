import { DISPUTE_OUTCOMES, DISPUTE_REASONS, type DisputeOutcome, type TradeStatus } from '../../src/contract/trade';
import { buildDispute, DISPUTE_MESSAGES } from './chatFixtures';
import { claimFor } from './claims';
import { fake, Rng } from './random';
import type { ContractRecord, DisputeRecord } from '../db/records';
import { DAY, type ScaleSize } from './context';
import { seedMediatorIds } from './staff';

const OUTCOME_STATUS: Record<DisputeOutcome, TradeStatus> = {
  buyerWins: 'tradeCompleted',
  payOutBuyer: 'tradeCompleted',
  sellerWins: 'tradeCanceled',
  cancelTrade: 'tradeCanceled',
  none: 'confirmPaymentRequired',
};

export interface PlannedDispute {
  date: Date;
  open: boolean;
}

/**
 * The seed's disputes: which contracts get one, when, and whether it is still open (the newer
 * 60 %), planned before any trade is made; then each raised on its contract as the trades are
 * made. One Rng serves both, so the plan and the disputes stay as they were seeded before.
 */
export class DisputePlan {
  private readonly rng = new Rng(0xd15b7);
  private readonly mediators = seedMediatorIds();
  /** by contract index */
  readonly at = new Map<number, PlannedDispute>();
  // the first disputes of each state go through every reason, the first resolved ones through
  // every outcome: each shows at any scale
  private readonly raised = { open: 0, resolved: 0 };
  private resolvedCount = 0;

  constructor(
    size: ScaleSize,
    private readonly now: Date,
  ) {
    const count = Math.min(size.disputes, size.contracts);
    while (this.at.size < count) {
      const index = this.rng.int(0, size.contracts - 1);
      if (this.at.has(index)) continue;
      const open = this.at.size < Math.round(count * 0.6);
      const days = open ? this.rng.next() * 14 : 15 + this.rng.next() * 300;
      this.at.set(index, { date: new Date(now.getTime() - Math.round(days * DAY)), open });
    }
  }

  /** Raises the contract's dispute; a resolved one gets a mediator's outcome. */
  raise(contract: ContractRecord, { date, open }: PlannedDispute): DisputeRecord {
    const state = open ? 'open' : 'resolved';
    const reason = this.raised[state] < DISPUTE_REASONS.length * 2 ? DISPUTE_REASONS[this.raised[state] % DISPUTE_REASONS.length] : undefined;
    this.raised[state]++;
    const dispute = buildDispute({ contractId: contract.id, date, ...(reason ? { reason } : {}) }, this.rng, this.now);
    dispute.initiator = dispute.initiatorRole === 'buyer' ? contract.buyerId : contract.sellerId;
    // the fixture's claim is any; the demo's fits its raiser (chosen without a draw, so the rest of the seed stays as it was)
    if (dispute.message) dispute.message = claimFor(dispute.reason, dispute.initiatorRole, DISPUTE_MESSAGES.indexOf(dispute.message as never));
    contract.isEmailRequired = dispute.reason.startsWith('noPayment');
    contract.isChatActive = open;
    contract.lastModified = date;
    if (open) contract.tradeStatus = 'dispute';
    else this.resolve(contract, dispute, date);
    return dispute;
  }

  private resolve(contract: ContractRecord, dispute: DisputeRecord, date: Date): void {
    const rng = this.rng;
    const outcome =
      this.resolvedCount < DISPUTE_OUTCOMES.length * 2 ? DISPUTE_OUTCOMES[this.resolvedCount % DISPUTE_OUTCOMES.length] : rng.pick(DISPUTE_OUTCOMES);
    this.resolvedCount++;
    Object.assign(dispute, {
      outcome,
      winner: outcome === 'buyerWins' ? 'buyer' : outcome === 'sellerWins' ? 'seller' : undefined,
      resolvedDate: new Date(date.getTime() + rng.int(2, 96) * 3_600_000),
      resolvedBy: rng.pick(this.mediators),
      resolutionReason: rng.pick(['Proof of payment checked', 'No proof of payment provided', 'Both parties agreed', 'Counterparty unresponsive']),
      isBuyerPaymentDataIncorrect: false,
      isSellerPaymentDataIncorrect: rng.chance(0.1),
      outcomeAcknowledgedBy: rng.chance(0.7) ? ['buyer', 'seller'] : ['seller'],
    } satisfies Partial<DisputeRecord>);
    contract.tradeStatus = OUTCOME_STATUS[outcome];
    contract.canceled = contract.tradeStatus === 'tradeCanceled';
    contract.canceledBy = contract.canceled ? 'mediator' : undefined;
    contract.lastModified = dispute.resolvedDate!;
    if (contract.tradeStatus === 'tradeCompleted') {
      contract.paymentConfirmed = dispute.resolvedDate;
      contract.releaseTxId = fake.txid(rng);
    }
  }
}
