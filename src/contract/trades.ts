import type { TradeStatus } from './trade';
import type { PageQuery } from './common';

/* The search by id: trades (and the query the user search shares). */

/** `?query=` plus paging, for GET /v1/pwt/trade/search and /v1/pwt/user/search. */
export interface SearchQuery extends PageQuery {
  query: string;
}

/** A row of GET /v1/pwt/trade/search (Page, newest first). */
export interface TradeSearchRow {
  id: string;
  creationDate: Date;
  sellerId: string;
  buyerId: string;
  /** sats */
  amount: number;
  currency: string;
  price: number;
  premium: number;
  paymentMethod: string;
  tradeStatus: TradeStatus;
  /** which part of the query matched */
  matchedBy: 'contractId' | 'sellerId' | 'buyerId';
}
