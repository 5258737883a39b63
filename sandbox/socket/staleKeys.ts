import type { StaleQueryKey } from '../../src/contract';

/** The query keys a dataStale message names (socket → console; the console's table: src/realtime/staleKeys.ts). */
export const staleKeys = {
  disputes: (): StaleQueryKey => ['disputes'],
  contract: (contractId: string): StaleQueryKey => ['contract', contractId],
  contractChat: (contractId: string): StaleQueryKey => ['contractChat', contractId],
  disputeHistory: (userId: string): StaleQueryKey => ['disputeHistory', userId],
};
