import type { FundingState } from '../../src/contract';

/** What the sandbox keeps beside an offer: its escrow's funding, its payment methods by currency, the hashes of its payment data. */

export interface EscrowFundingRecord {
  offerId: string;
  status: FundingState;
  confirmations?: number;
  txIds: string[];
  vouts: number[];
  amounts: number[];
  expiry: number;
}

/** Filled by triggers from offers; listed so the seed wipes them and rebuilds their indexes. */
export interface OfferPaymentMethodRecord {
  offerId: string;
  currency: string;
  /** a method, or '*' for any method of the currency */
  method: string;
  online: boolean;
  type: 'ask' | 'bid';
  creationDate: Date;
  amount: number;
  /** the offer's amount_max, else its amount */
  amountMax: number;
}

export interface PaymentHashRecord {
  hash: string;
  userId: string;
  paymentMethod: string;
  firstSeen: Date;
  lastSeen: Date;
}
