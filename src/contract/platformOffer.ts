import type { FundingState, TradeStatus } from './trade';
import type { Currency, MeansOfPayment, PaymentMethod, Pricebook } from './platformBasics';
import type { PublicUser, TradingLimit } from './platformUser';

/* The platform's offers, matches and the offer search (shapes §2.3–2.4, §3). */

/* ---------- 2.3 Offer v1 ---------- */

export interface FundingStatus {
  status: FundingState;
  confirmations?: number;
  txIds: string[];
  vouts: number[];
  /** sats */
  amounts: number[];
  expiry: number;
  derivationPath?: string;
}

export interface OfferPaymentDataEntry {
  hashes: string[];
  hash?: string;
  country?: string;
  encrypted?: string;
  signature?: string;
}
export type OfferPaymentData = Record<PaymentMethod, OfferPaymentDataEntry>;

interface OfferCommon {
  id: string;
  creationDate: Date;
  lastModified: Date;
  publishingDate?: Date;
  online: boolean;
  doubleMatched: boolean;
  freeTrade: boolean;
  user: PublicUser;
  meansOfPayment: MeansOfPayment;
  paymentData: OfferPaymentData;
  /** offer ids */
  matches: string[];
  contractId?: string;
  /** a fraction */
  escrowFee: number;
  tradeStatus: TradeStatus;
}

export interface SellOffer extends OfferCommon {
  type: 'ask';
  /** sats */
  amount: number;
  /** % */
  premium: number;
  returnAddress: string;
  /** the seller's multisig key */
  publicKey: string;
  funding: FundingStatus;
  refunded: boolean;
  released: boolean;
  fundingAmountDifferent: boolean;
  multi?: number;
  expiryDate?: number;
  escrow?: string;
  tx?: string;
  releaseTx?: string;
  txId?: string;
  refundTx?: string;
  escrowNotifiedUser?: boolean;
  oldOfferId?: string;
  newOfferId?: string;
  prices?: Pricebook;
}

export interface BuyOffer extends OfferCommon {
  type: 'bid';
  /** sats, [min, max] */
  amount: [number, number];
  releaseAddress: string;
  message: string;
  messageSignature?: string;
  maxPremium: number | null;
  minReputation: number | null;
}

export type Offer = SellOffer | BuyOffer;

/* ---------- 2.4 Match ---------- */

export interface Match {
  creationDate: Date;
  lastModified: Date;
  user: PublicUser;
  /** the matching offer */
  offerId: string;
  /** sats */
  amount: number;
  escrow?: string;
  /** the fiat total per currency */
  prices: Pricebook;
  matchedPrice: number | null;
  premium: number;
  meansOfPayment: MeansOfPayment;
  paymentData?: OfferPaymentData;
  selectedCurrency?: Currency;
  selectedPaymentMethod?: PaymentMethod;
  symmetricKeyEncrypted: string;
  symmetricKeySignature: string;
  matched: boolean;
  instantTrade: boolean;
  /** names of TradingLimit keys the trade would exceed */
  unavailable: { exceedsLimit: (keyof TradingLimit)[] };
}

/** §3 `GET /v1/offer/:id/matches` */
export interface MatchesAnswer {
  offerId: string;
  matches: Match[];
  totalMatches: number;
  nextPage: number;
}

/** §3 `POST /v1/offer/search` body; every field optional. */
export interface OfferSearchBody {
  type?: 'ask' | 'bid';
  amount?: number | [number, number];
  meansOfPayment?: MeansOfPayment;
  maxPremium?: number;
  minReputation?: number;
}

/** §3 `POST /v1/offer/search` answer */
export interface OfferSearchAnswer {
  offers: Offer[];
  total: number;
  remaining: number;
}
