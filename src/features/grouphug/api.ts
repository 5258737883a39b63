import { request } from '../../api/client';
import type { ApiResult, GroupHugBatch, GroupHugQuery, Page } from '../../contract';

/** GroupHug payout batches (sandbox routes of ours shaped like GroupHug's GET /v1/batch). */

/** GET /v1/pwt/grouphug/batches?completed&page&size, newest first */
export const getGroupHugBatches = (query: GroupHugQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<GroupHugBatch>>> =>
  request<Page<GroupHugBatch>>('/pwt/grouphug/batches', { query: { ...query }, signal });

/** GET /v1/pwt/grouphug/batches/{id} */
export const getGroupHugBatch = (id: string, signal?: AbortSignal): Promise<ApiResult<GroupHugBatch>> =>
  request<GroupHugBatch>(`/pwt/grouphug/batches/${encodeURIComponent(id)}`, { signal });
