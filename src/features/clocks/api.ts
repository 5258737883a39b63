import { request } from '../../api/client';
import type { ApiResult } from '../../contract';
import type { CaseClocksAnswer, ClockThresholds } from '../../contract/caseClocks';

/** The case clocks (routes of ours: docs/decisions/case-clocks.md). */

/** GET /v1/pwt/disputes/waits?ids=…: the clocks of the open cases among the ids, and the thresholds. */
export const getCaseClocks = (ids: readonly string[], signal?: AbortSignal): Promise<ApiResult<CaseClocksAnswer>> =>
  request<CaseClocksAnswer>('/pwt/disputes/waits', { query: { ids: ids.join(',') }, signal, cache: 'no-store' });

/** GET /v1/pwt/caseClocks/thresholds */
export const getClockThresholds = (signal?: AbortSignal): Promise<ApiResult<ClockThresholds>> =>
  request<ClockThresholds>('/pwt/caseClocks/thresholds', { signal, cache: 'no-store' });

/** PUT /v1/pwt/caseClocks/thresholds (admins): 400 INVALID_INPUT names the field out of bounds. */
export const setClockThresholds = (thresholds: ClockThresholds): Promise<ApiResult<ClockThresholds>> =>
  request<ClockThresholds>('/pwt/caseClocks/thresholds', { method: 'PUT', body: thresholds });
