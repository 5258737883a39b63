import { request, type Query } from '../../api/client';
import type { AuditEntry, AuditQuery } from '../../contract/cases';
import type { ApiResult, Page, PageQuery } from '../../contract';

/** The audit trail, newest first (routes of ours: docs/decisions/cases-audit.md). */

/** GET /v1/pwt/audit?staffId&action&from&to&page&size (admins) */
export const getAudit = (query: AuditQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<AuditEntry>>> =>
  request<Page<AuditEntry>>('/pwt/audit', { query: query as Query, signal, cache: 'no-store' });

/** GET /v1/pwt/contract/{id}/audit: the case's entries */
export const getContractAudit = (contractId: string, query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<AuditEntry>>> =>
  request<Page<AuditEntry>>(`/pwt/contract/${encodeURIComponent(contractId)}/audit`, { query: query as Query, signal, cache: 'no-store' });

/** GET /v1/pwt/user/{id}/audit: the user's entries (bans and unbans) */
export const getUserAudit = (userId: string, query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<AuditEntry>>> =>
  request<Page<AuditEntry>>(`/pwt/user/${encodeURIComponent(userId)}/audit`, { query: query as Query, signal, cache: 'no-store' });
