import { request } from '../../api/client';
import type { CaseHandOver, CaseState } from '../../contract/cases';
import type { ApiResult } from '../../contract';

/** Who has a case (routes of ours: docs/decisions/cases-audit.md). Presence goes over the socket. */

const path = (contractId: string) => `/pwt/contract/${encodeURIComponent(contractId)}`;

/** GET /v1/pwt/contract/{id}/case */
export const getCase = (contractId: string, signal?: AbortSignal): Promise<ApiResult<CaseState>> =>
  request<CaseState>(`${path(contractId)}/case`, { signal, cache: 'no-store' });

/** POST /v1/pwt/contract/{id}/take: the case for the caller; 409 CASE_ALREADY_TAKEN when someone else has it. */
export const takeCase = (contractId: string): Promise<ApiResult<CaseState>> =>
  request<CaseState>(`${path(contractId)}/take`, { method: 'POST', body: {} });

/** POST /v1/pwt/contract/{id}/handOver {staffId} (admins) */
export const handOverCase = (contractId: string, handOver: CaseHandOver): Promise<ApiResult<CaseState>> =>
  request<CaseState>(`${path(contractId)}/handOver`, { method: 'POST', body: handOver });
