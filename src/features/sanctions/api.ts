import { request } from '../../api/client';
import type { ApiResult, BanAnswer } from '../../contract';
import type { ActiveSanctions, Sanction, SanctionLift, SanctionList, SanctionRequest } from '../../contract/sanctions';

/**
 * Graded sanctions (routes of ours: docs/decisions/sanctions.md; the sandbox's twin is
 * sandbox/routes/sanctions.ts). A ban is given and lifted through the spec's ban and unban routes.
 */

const userPath = (userId: string, rest: string) => `/pwt/user/${encodeURIComponent(userId)}${rest}`;

/** GET /v1/pwt/user/{id}/sanctions: newest first, with the platform's daily limit. */
export const getUserSanctions = (userId: string, signal?: AbortSignal): Promise<ApiResult<SanctionList>> =>
  request<SanctionList>(userPath(userId, '/sanctions'), { signal, cache: 'no-store' });

/** GET /v1/pwt/sanctions/active?userIds=a,b: the active warnings and limits of these users. */
export const getActiveSanctions = (userIds: readonly string[], signal?: AbortSignal): Promise<ApiResult<ActiveSanctions>> =>
  request<ActiveSanctions>('/pwt/sanctions/active', { query: { userIds: userIds.join(',') }, signal, cache: 'no-store' });

/** POST /v1/pwt/user/{id}/sanctions: a warning or a trading limit. */
export const giveSanction = (userId: string, body: SanctionRequest): Promise<ApiResult<Sanction>> =>
  request<Sanction>(userPath(userId, '/sanctions'), { method: 'POST', body });

/** POST /v1/pwt/sanctions/{id}/lift: ends a warning or limit early, with a reason. */
export const liftSanction = (id: string, body: SanctionLift): Promise<ApiResult<Sanction>> =>
  request<Sanction>(`/pwt/sanctions/${encodeURIComponent(id)}/lift`, { method: 'POST', body });

/** POST /v1/pwt/user/{id}/ban (the spec's route), with the reason. */
export const banUser = (userId: string, reason: string): Promise<ApiResult<BanAnswer>> =>
  request<BanAnswer>(userPath(userId, '/ban'), { method: 'POST', body: { reason } });

/** POST /v1/pwt/user/{id}/unban (the spec's route), with the reason for lifting. */
export const unbanUser = (userId: string, reason: string): Promise<ApiResult<BanAnswer>> =>
  request<BanAnswer>(userPath(userId, '/unban'), { method: 'POST', body: { reason } });
