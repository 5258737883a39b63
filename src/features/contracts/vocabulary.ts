import type { DisputeOutcome, TradeParticipant, TradeStatus } from '../../contract/trade';

/**
 * Catalogue keys of the dispute vocabulary the workspace shares with the queue (i18n/console/disputes.ts),
 * in one place so the workspace names each the same way everywhere.
 */
export const outcomeKey = (outcome: DisputeOutcome) => `disputes.outcome.${outcome}`;
export const tradeStatusKey = (status: TradeStatus) => `disputes.tradeStatus.${status}`;
export const sideKey = (side: TradeParticipant) => `disputes.side.${side}`;
