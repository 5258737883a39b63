/**
 * The contract between the console and the /v1 API, as one index of the types by subject (each
 * beside its `src/api/<area>.ts`). The sandbox imports this same contract, so a field renamed in
 * any of them fails the type check on both sides.
 */

// the platform's enums live in src/domain/trade.ts (one list each); the API's types use them
export type { DisputeOutcome, DisputeReason, FundingState, Medal, TradeParticipant, TradeStatus } from './trade';

export * from './common';
export * from './staff';
export * from './settings';
export * from './system';
export * from './events';
export * from './news';
export * from './analytics';
export * from './leaderboard';
export * from './admin';
export * from './grouphug';
export * from './compliance';
export * from './users';
export * from './trades';
export * from './offers';
export * from './escrows';
export * from './scammers';
export * from './disputes';
export * from './contracts';
export * from './socket';
export * from './cases';
