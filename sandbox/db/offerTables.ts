import type { EscrowFundingRecord, OfferPaymentMethodRecord, PaymentHashRecord } from './offerRecords';
import { defineTable } from './tableDef';

/** The tables beside the offers: escrow funding, and the method and hash indexes (records in offerRecords.ts). */

export const ESCROW_FUNDING = defineTable<EscrowFundingRecord>('escrow_funding', [
  ['offerId', 'text'],
  ['status', 'text'],
  ['confirmations', 'int'],
  ['txIds', 'json'],
  ['vouts', 'json'],
  ['amounts', 'json'],
  ['expiry', 'int'],
]);

export const OFFER_PAYMENT_METHODS = defineTable<OfferPaymentMethodRecord>('offer_payment_methods', [
  ['offerId', 'text'],
  ['currency', 'text'],
  ['method', 'text'],
  ['online', 'bool'],
  ['type', 'text'],
  ['creationDate', 'date'],
  ['amount', 'int'],
  ['amountMax', 'int'],
]);

export const PAYMENT_HASHES = defineTable<PaymentHashRecord>('payment_hashes', [
  ['hash', 'text'],
  ['userId', 'text'],
  ['paymentMethod', 'text'],
  ['firstSeen', 'date'],
  ['lastSeen', 'date'],
]);
