import type * as platform from './platform';

/* Bitcoin events, their payouts and revenue. */

/**
 * An event: the platform's BitcoinEvent, its country one of the platform's ten codes (`UK`, not
 * `GB`; src/domain/eventCountries.ts).
 */
export type PeachEvent = platform.BitcoinEvent;

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
