/* Analytics: the figures of a period and the CSV export. */

/** Query of every analytics call (spec §3); dates are yyyy-mm-dd (UTC days), end inclusive. */
export interface AnalyticsQuery {
  start?: string;
  end?: string;
  paymentMethod?: string;
  currency?: string;
}

/** One UTC day of a series: `date` is yyyy-mm-dd. */
export interface DayPoint {
  date: string;
}

/**
 * GET /v1/analytics/contract/conversion: offers of the period → matched → contracts → completed.
 * offers equals /offer/data's total, matchedOffers /match/data's matched, contracts /trade's trades.
 */
export interface ContractConversion {
  offers: number;
  matchedOffers: number;
  contracts: number;
  completedContracts: number;
  canceledContracts: number;
  /** completedContracts / contracts (0 when there are none) */
  completionRate: number;
  /** matchedOffers / offers (0 when there are none) */
  matchRate: number;
}

/** GET /v1/analytics/match/data */
export interface MatchData {
  offers: number;
  matched: number;
  unmatched: number;
  matchRate: number;
  byDay: (DayPoint & { offers: number; matched: number })[];
}

/** GET /v1/analytics/offer/data; asks are sell offers, bids buy offers. */
export interface OfferData {
  total: number;
  asks: number;
  bids: number;
  /** currently published */
  online: number;
  byDay: (DayPoint & { asks: number; bids: number })[];
}

/** GET /v1/analytics/trade: the contracts of the period. */
export interface TradeData {
  trades: number;
  completed: number;
  canceled: number;
  volumeSats: number;
  /** buyer and seller fees of completed trades */
  feesSats: number;
  averageAmountSats: number;
  byDay: (DayPoint & { trades: number; volumeSats: number })[];
  byCurrency: { currency: string; trades: number; volumeSats: number }[];
  byPaymentMethod: { paymentMethod: string; trades: number; volumeSats: number }[];
}

/** GET /v1/analytics/realtime: the platform now. */
export interface RealtimeData {
  at: Date;
  onlineOffers: number;
  openContracts: number;
  openDisputes: number;
  tradesLast24h: number;
  volumeLast24hSats: number;
  newUsersLast24h: number;
}

/** GET /v1/analytics/user/creation */
export interface UserCreation {
  total: number;
  byDay: (DayPoint & { users: number })[];
}

/** GET /v1/analytics/user/sources: new users of the period by how they came. */
export interface UserSources {
  total: number;
  /** signed up with a referral code */
  referred: number;
  organic: number;
  /** the ten codes that brought most users */
  topReferralCodes: { referralCode: string; users: number }[];
}

/**
 * The header row of the dailyData / monthlyData CSV (one row per UTC day or month). `from` and
 * `to` are the first and last day of the row the figures cover; `partial` is true for a month the
 * asked period covers only in part ("2026-10" of a period starting on 27 October).
 */
export const ANALYTICS_CSV_COLUMNS = [
  'period',
  'newUsers',
  'offers',
  'trades',
  'completedTrades',
  'volumeSats',
  'feesSats',
  'from',
  'to',
  'partial',
] as const;
