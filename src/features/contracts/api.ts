import { request } from '../../api/client';
import type { ApiResult, ChatMessage, Contract, DisputeResolution, DisputeResolutionResult } from '../../contract';

/** A contract, its chat and its dispute resolution (spec §7). Chat messages are sent over the socket. */

const path = (contractId: string) => `/pwt/contract/${encodeURIComponent(contractId)}`;

/** GET /v1/pwt/contract/{id} */
export const getContract = (contractId: string, signal?: AbortSignal): Promise<ApiResult<Contract>> =>
  request<Contract>(path(contractId), { signal, cache: 'no-store' });

/** GET /v1/pwt/contract/{id}/chat?page=n: 21 messages, newest first; page 0 is the newest. */
export const getContractChat = (contractId: string, page = 0, signal?: AbortSignal): Promise<ApiResult<ChatMessage[]>> =>
  request<ChatMessage[]>(`${path(contractId)}/chat`, { query: { page }, signal, cache: 'no-store' });

/**
 * POST /v1/pwt/contract/{id}/dispute: resolves the contract's open dispute and yields the
 * contract after it; a dispute resolved before yields the error DISPUTE_ALREADY_RESOLVED (409).
 */
export const resolveDispute = (resolution: DisputeResolution): Promise<ApiResult<DisputeResolutionResult>> =>
  request<DisputeResolutionResult>(`${path(resolution.contractId)}/dispute`, { method: 'POST', body: resolution });
