import type { DisputeReason, TradeParticipant } from '../../src/contract/trade';

/**
 * Demo claims as their raiser writes them, by reason and side. The platform's codes name the
 * raiser (a buyer's `unresponsive.buyer` says the seller does not answer), so no claim may
 * contradict who wrote it: a buyer does not write that the buyer is silent.
 */
const CLAIMS: Record<DisputeReason, Record<TradeParticipant, readonly string[]>> = {
  'noPayment.buyer': { buyer: ['Paid more than 24 hours ago, the bitcoin was never released.'], seller: [] },
  'noPayment.seller': { buyer: [], seller: ['The money never arrived on my account.', 'The buyer paid from a third-party account.'] },
  'unresponsive.buyer': { buyer: ['Paid more than 24 hours ago, the seller does not answer.', 'The seller stopped responding after I paid.'], seller: [] },
  'unresponsive.seller': { buyer: [], seller: ['The buyer stopped responding after the escrow was funded.', 'The buyer has not paid and does not answer.'] },
  abusive: { buyer: ['The seller asked me to pay extra fees outside Peach.', 'Rude messages in the chat.'], seller: ['The buyer insults me in the chat.', 'Rude messages in the chat.'] },
  other: { buyer: ['The seller wants to trade outside Peach.'], seller: ['The buyer paid from a third-party account.'] },
};

/** The `n`th claim fitting the reason and its raiser (any of the reason's for a pair the app does not offer). */
export function claimFor(reason: DisputeReason, raisedBy: TradeParticipant, n: number): string {
  const fitting = CLAIMS[reason][raisedBy].length ? CLAIMS[reason][raisedBy] : [...CLAIMS[reason].buyer, ...CLAIMS[reason].seller];
  return fitting[Math.abs(n) % fitting.length];
}
