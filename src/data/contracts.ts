import { getContract, getContractChat, resolveDispute } from '../api/contracts';
import type { ChatMessage, Contract, DisputeResolution } from '../api/types';
import { unwrap } from './unwrap';

/**
 * The case workspace's calls (/contract/:contractId): the contract, its chat pages, its
 * resolution and each party's dispute history. Custom methods only: the workspace is one page
 * around one record, not a list. Chat messages are sent over the socket (useRealtime().send).
 */
export const contractsMethods = {
  /** GET /v1/pwt/contract/{id} */
  getContract: (contractId: string, signal?: AbortSignal): Promise<Contract> => unwrap(getContract(contractId, signal)),
  /** GET /v1/pwt/contract/{id}/chat?page=n: 21 messages, newest first */
  getContractChatPage: (contractId: string, page: number, signal?: AbortSignal): Promise<ChatMessage[]> =>
    unwrap(getContractChat(contractId, page, signal)),
  /** POST /v1/pwt/contract/{id}/dispute → the contract after it (409 DISPUTE_ALREADY_RESOLVED when resolved before) */
  resolveContractDispute: (resolution: DisputeResolution): Promise<Contract> => unwrap(resolveDispute(resolution)),
  /** GET /v1/pwt/user/{id}/disputeHistory */
};
