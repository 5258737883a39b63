/**
 * The contract between the console and the /v1 API, as one index of the types by subject (each
 * beside its `src/api/<area>.ts`). The sandbox imports this same contract, so a field renamed in
 * any of them fails the type check on both sides.
 */

// the platform's enums live in src/domain/trade.ts (one list each); the API's types use them
export type { DisputeOutcome, DisputeReason, FundingState, Medal, TradeParticipant, TradeStatus } from '../domain/trade';

export * from './clientTypes';
export * from './staffTypes';
export * from './settingsTypes';
export * from './systemTypes';
export * from './eventTypes';
export * from './newsTypes';
export * from './analyticsTypes';
export * from './leaderboardTypes';
export * from './adminTypes';
export * from './grouphugTypes';
export * from './complianceTypes';
export * from './userTypes';
export * from './tradeTypes';
export * from './offerTypes';
export * from './escrowTypes';
export * from './scammerTypes';
export * from './disputeTypes';
export * from './contractTypes';
export * from './socketTypes';
export * from './caseTypes';
