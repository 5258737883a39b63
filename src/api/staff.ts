import { request } from './client';
import type { ApiResult, LoginCredentials, SessionToken, StaffUser } from '../contract';

/**
 * The staff member's own session (spec §7): sign-in, who am I, sign-out.
 * A failed sign-in yields the server's body, whose `error` field is the code
 * (WRONG_PASSWORD, ACCOUNT_LOCKED, TWO_FACTOR_REQUIRED, WRONG_TWO_FACTOR_TOKEN).
 */

/** POST /v1/pwt/auth: sent without a token, since there is none yet. */
export function authenticate(credentials: LoginCredentials): Promise<ApiResult<SessionToken>> {
  const { username, password, twoFactorToken } = credentials;
  const body = twoFactorToken ? { username, password, twoFactorToken } : { username, password };
  return request<SessionToken>('/pwt/auth', { method: 'POST', body, auth: false });
}

/** GET /v1/pwt/internal/user/me: the signed-in staff user with roles and 2FA flag. */
export const getMe = (): Promise<ApiResult<StaffUser>> => request<StaffUser>('/pwt/internal/user/me');

/** GET /v1/pwt/logout: ends the token on the server. */
export const logout = (): Promise<ApiResult<unknown>> => request<unknown>('/pwt/logout');
