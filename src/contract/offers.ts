import type * as platform from './platform';
import type { TradeStatus } from './trade';

/*
 * Offers: the search, the details card and the matches. Row designs of ours beside the platform's
 * answers: docs/decisions/lookup.md.
 */

/** ask = sell, bid = buy (the platform's values). */
export type OfferType = 'ask' | 'bid';

/** { EUR: ['sepa', 'mbWay'] }; an empty list means any method of the currency. */
export type MeansOfPayment = platform.MeansOfPayment;

/**
 * POST /v1/pwt/offer/search body (paging in the query: ?page=&size=): the platform's search body
 * with `amount` as a range, plus two staff filters of ours (online, kyc). Every field optional.
 */
export interface OfferSearch extends Omit<platform.OfferSearchBody, 'amount'> {
  /** sats, inclusive: an offer matches when its amount (or range) overlaps */
  amount?: [min: number, max: number];
  online?: boolean;
  kyc?: boolean;
}

/** An offer as staff answers carry it: the platform's Offer; a non-strict sandbox adds the owner's `kyc`. */
export type OfferAnswer = platform.Offer & { user: platform.PublicUser & { kyc?: boolean } };

/** POST /v1/pwt/offer/search: the platform's answer. */
export interface OfferSearchAnswer extends Omit<platform.OfferSearchAnswer, 'offers'> {
  offers: OfferAnswer[];
}

/** GET /v1/pwt/offer/search/index: the choices of the offer search form. */
export interface OfferSearchIndex {
  types: OfferType[];
  /** the trade bounds (spec §9 defaults, replaceable by the server) */
  amount: { min: number; max: number };
  /** currency → methods that offers can use, from the catalogue, event cash and /v1/info */
  meansOfPayment: MeansOfPayment;
}

/** A row of the offer search as the console lists it (src/data/offers.ts maps an OfferAnswer to it). */
export interface OfferSearchRow {
  /** numeric string; shown as P‑HEX */
  id: string;
  type: OfferType;
  userId: string;
  creationDate: Date;
  online: boolean;
  amount: number;
  /** a buy offer's upper bound */
  amountMax?: number;
  premium?: number;
  maxPremium?: number;
  meansOfPayment: MeansOfPayment;
  status: OfferStatusLabel;
  /** the owner's KYC, when the answer says (a staff extra) */
  kyc?: boolean;
}

/** The offer status labels of spec §4. */
export const OFFER_STATUS_LABELS = [
  'offerPublished',
  'searchingForPeer',
  'match',
  'contractCreated',
  'tradeCompleted',
  'offerCanceled',
  'tradeCanceled',
  'escrowWaitingForConfirmation',
] as const;
export type OfferStatusLabel = (typeof OFFER_STATUS_LABELS)[number];

/** The platform's FundingStatus of an escrow. */
export type FundingStatus = platform.FundingStatus;

/** An offer as the details card shows it (src/data/offers.ts maps GET /v1/pwt/offer/{offerId}/details, an OfferAnswer). */
export interface OfferDetails {
  id: string;
  type: OfferType;
  userId: string;
  creationDate: Date;
  lastModified: Date;
  online: boolean;
  amount: number;
  amountMax?: number;
  premium?: number;
  maxPremium?: number;
  minReputation?: number;
  meansOfPayment: MeansOfPayment;
  /** the spec §4 label */
  status: OfferStatusLabel;
  /** the platform's TradeStatus behind the label */
  tradeStatus: TradeStatus;
  contractId?: string;
  /** sell offers: the escrow address and its funding */
  escrow?: string;
  funding?: FundingStatus;
  returnAddress?: string;
  releaseAddress?: string;
}

/** Why a match cannot be taken: the TradingLimit keys the trade would exceed (the platform's Match.unavailable.exceedsLimit). */
export type MatchUnavailableReason = Extract<keyof platform.TradingLimit, 'daily' | 'monthlyAnonymous' | 'yearly'>;

/** GET /v1/pwt/offer/{offerId}/matches?page&size: the platform's answer. */
export type MatchesAnswer = platform.MatchesAnswer;

/** A match as the console lists it (src/data/offers.ts maps a platform Match to it). */
export interface MatchRow {
  offerId: string;
  userId: string;
  creationDate: Date;
  amount: number;
  /** fiat price of the amount in `currency` at the premium */
  price: number;
  currency: string;
  premium: number;
  paymentMethod: string;
  unavailable: boolean;
  unavailableReasons: MatchUnavailableReason[];
}
