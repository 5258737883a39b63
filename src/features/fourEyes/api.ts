import { request } from '../../api/client';
import type { ApiResult } from '../../contract';
import type { NoticeLanguages } from '../../contract/decisionNotice';
import type { DecisionResult, DisputeDecision, FourEyesSettings, ResolutionProposal } from '../../contract/fourEyes';

/** Four eyes above a threshold (routes of ours: docs/decisions/four-eyes.md). */

const contractPath = (id: string) => `/pwt/contract/${encodeURIComponent(id)}`;
const proposalPath = (id: string) => `/pwt/proposal/${encodeURIComponent(id)}`;

/** GET /v1/pwt/fourEyes */
export const getFourEyesSettings = (signal?: AbortSignal): Promise<ApiResult<FourEyesSettings>> =>
  request<FourEyesSettings>('/pwt/fourEyes', { signal, cache: 'no-store' });

/** PUT /v1/pwt/fourEyes (admins) */
export const putFourEyesSettings = (settings: FourEyesSettings): Promise<ApiResult<FourEyesSettings>> =>
  request<FourEyesSettings>('/pwt/fourEyes', { method: 'PUT', body: settings });

/** POST /v1/pwt/contract/{id}/decision: resolved at once, or proposed at or above the threshold */
export const postDecision = (decision: DisputeDecision): Promise<ApiResult<DecisionResult>> =>
  request<DecisionResult>(`${contractPath(decision.contractId)}/decision`, { method: 'POST', body: decision });

/** GET /v1/pwt/contract/{id}/proposals: newest first */
export const getCaseProposals = (contractId: string, signal?: AbortSignal): Promise<ApiResult<ResolutionProposal[]>> =>
  request<ResolutionProposal[]>(`${contractPath(contractId)}/proposals`, { signal, cache: 'no-store' });

/** GET /v1/pwt/contract/{id}/noticeLanguages */
export const getNoticeLanguages = (contractId: string, signal?: AbortSignal): Promise<ApiResult<NoticeLanguages>> =>
  request<NoticeLanguages>(`${contractPath(contractId)}/noticeLanguages`, { signal, cache: 'no-store' });

/** GET /v1/pwt/proposals: every waiting proposal */
export const getWaitingProposals = (signal?: AbortSignal): Promise<ApiResult<ResolutionProposal[]>> =>
  request<ResolutionProposal[]>('/pwt/proposals', { signal, cache: 'no-store' });

/** POST /v1/pwt/proposal/{id}/approve | reject {reason} | withdraw */
export const postProposalAction = (proposalId: string, action: 'approve' | 'reject' | 'withdraw', body: object = {}): Promise<ApiResult<unknown>> =>
  request<unknown>(`${proposalPath(proposalId)}/${action}`, { method: 'POST', body });
