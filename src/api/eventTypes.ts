import type * as platform from './platform';

/* Bitcoin events, their payouts and revenue. */

/**
 * An event: the platform's BitcoinEvent, except the country. The platform's events carry one of
 * ten codes (`UK`, not `GB`); the sandbox's seed and form still take any ISO code (not yet moved).
 */
export interface PeachEvent extends Omit<platform.BitcoinEvent, 'country'> {
  country: string;
}

export interface Payout {
  id: string;
  eventId: string;
  date: Date;
  amountSats: number;
  address: string;
  txid: string;
}

export interface NewPayout {
  eventId: string;
  amountSats: number;
  address?: string;
  txid?: string;
  date?: Date | string;
}

export interface EventRevenue {
  totalTradedVolumeSats: number;
  totalFeeCollectedSats: number;
  organizerPayoutShareSats: number;
  pendingPayoutSats: number;
}
