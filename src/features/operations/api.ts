import { request } from '../../api/client';
import type { ApiResult } from '../../contract';
import type { OperationsQuery, OperationsReport } from '../../contract/operations';

/** GET /v1/pwt/operations?start&end (admins; a route of ours: docs/decisions/operations.md) */
export const getOperations = (query: OperationsQuery, signal?: AbortSignal): Promise<ApiResult<OperationsReport>> =>
  request<OperationsReport>('/pwt/operations', { query: { ...query }, signal });
