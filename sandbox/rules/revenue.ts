import type { EventRevenue } from '../../src/contract';
import { ORGANIZER_SHARE_PERCENT } from '../../src/contract/constants';

/** A trade paid in cash at an event (payment method `cash.<eventId>`), as revenue needs it. */
export interface RevenueTrade {
  amount: number;
  buyerFee: number;
  sellerFee: number;
  tradeStatus: string;
}

/**
 * The revenue of an event. Only completed trades count:
 * - totalTradedVolumeSats: sum of their amounts;
 * - totalFeeCollectedSats: sum of round(amount × (buyerFee + sellerFee)), rounded per trade;
 * - organizerPayoutShareSats: floor(ORGANIZER_SHARE_PERCENT % of the fees);
 * - pendingPayoutSats: the share minus what was paid out already; negative once more was paid out
 *   than the share (a payout has no undo, so an overpayment stays to be seen).
 */
export function computeRevenue(
  trades: readonly RevenueTrade[],
  payouts: readonly { amountSats: number }[],
): EventRevenue {
  let totalTradedVolumeSats = 0;
  let totalFeeCollectedSats = 0;
  for (const trade of trades) {
    if (trade.tradeStatus !== 'tradeCompleted') continue;
    totalTradedVolumeSats += trade.amount;
    totalFeeCollectedSats += Math.round(trade.amount * (trade.buyerFee + trade.sellerFee));
  }
  const organizerPayoutShareSats = Math.floor((totalFeeCollectedSats * ORGANIZER_SHARE_PERCENT) / 100);
  const paidOut = payouts.reduce((sum, payout) => sum + payout.amountSats, 0);
  return {
    totalTradedVolumeSats,
    totalFeeCollectedSats,
    organizerPayoutShareSats,
    pendingPayoutSats: organizerPayoutShareSats - paidOut,
  };
}
