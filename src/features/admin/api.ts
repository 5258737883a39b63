import { request } from '../../api/client';
import type { ApiResult, CreatedStaffAccount, Job, NewStaffAccount, Page, PageQuery, StaffAccount, StartResult } from '../../contract';

/**
 * Admin (spec §2 Admin): staff accounts (sandbox routes of ours), the platform's jobs and GroupHug's
 * start. Role and lock changes go through settings.ts updateStaffAccess.
 */

/** GET /v1/pwt/admin/staff?page&size */
export const getStaffAccounts = (query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<StaffAccount>>> =>
  request<Page<StaffAccount>>('/pwt/admin/staff', { query: { page: query.page, size: query.size }, signal });

/** POST /v1/pwt/admin/staff: the answer's oneTimePassword is shown once and never again. */
export const createStaffAccount = (account: NewStaffAccount): Promise<ApiResult<CreatedStaffAccount>> =>
  request<CreatedStaffAccount>('/pwt/admin/staff', { method: 'POST', body: account });

/** GET /v1/pwt/jobs */
export const getJobs = (signal?: AbortSignal): Promise<ApiResult<Job[]>> => request<Job[]>('/pwt/jobs', { signal });

/** POST /v1/start {password} (no session): GroupHug's operator unlock; `{ success: false }` (HTTP 200) when the password is wrong. */
export const start = (password: string): Promise<ApiResult<StartResult>> =>
  request<StartResult>('/start', { method: 'POST', body: { password }, auth: false });
