import { request, type Query } from '../../api/client';
import type { ApiResult, DisputeHistoryRow, DisputeQuery, DisputeQueueRow, Page } from '../../contract';

/**
 * The dispute queue and a user's dispute history (spec §7). The queue's parameters are
 * DisputeQuery (src/api/types.ts); absent ones are left out of the URL.
 */

/** GET /v1/pwt/disputes: one page of the queue, never from the browser's cache. */
export const getDisputes = (query: DisputeQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<DisputeQueueRow>>> =>
  request<Page<DisputeQueueRow>>('/pwt/disputes', { query: query as Query, signal, cache: 'no-store' });

/** GET /v1/pwt/user/{id}/disputeHistory: the user's disputes, newest first, with their outcomes. */
export const getDisputeHistory = (userId: string, signal?: AbortSignal): Promise<ApiResult<DisputeHistoryRow[]>> =>
  request<DisputeHistoryRow[]>(`/pwt/user/${encodeURIComponent(userId)}/disputeHistory`, { signal });
