import { request } from '../../api/client';
import type { ApiResult, SettingsUpdate, StaffAccessUpdate, Success, TwoFactorSet, TwoFactorSetup } from '../../contract';

/** The staff member's own settings (spec §7): two-factor set-up, password and roles. */

/** GET /v1/pwt/settings/2fa: a fresh secret to show as a QR code. */
export const getTwoFactorSetup = (): Promise<ApiResult<TwoFactorSetup>> =>
  request<TwoFactorSetup>('/pwt/settings/2fa');

/**
 * POST /v1/pwt/settings/2fa: stores the secret once a token from it proves the app works. Needs
 * the current password, and a code of the current secret when 2FA is already set (400
 * WRONG_PASSWORD / WRONG_TWO_FACTOR_TOKEN, 429 TOO_MANY_REQUESTS); ends the member's other sessions.
 */
export const setTwoFactor = (payload: TwoFactorSet): Promise<ApiResult<Success>> =>
  request<Success>('/pwt/settings/2fa', { method: 'POST', body: payload });

/** POST /v1/pwt/settings: password change and role flags. */
export const updateSettings = (update: SettingsUpdate): Promise<ApiResult<Success>> =>
  request<Success>('/pwt/settings', { method: 'POST', body: update });

/* ---------- password change and another staff member's roles and lock ---------- */

/** The staff member's own password (old one required); their other sessions end. */
export const changePassword = (id: string, oldPassword: string, password: string): Promise<ApiResult<Success>> =>
  updateSettings({ id, oldPassword, password });

/**
 * An admin changes another member's role flags or lock (POST /v1/pwt/settings). Refusals:
 * 403 UNAUTHORIZED, 409 LAST_ADMIN, SELF_DEMOTION, SELF_LOCK. The console confirms first.
 */
export const updateStaffAccess = (update: StaffAccessUpdate): Promise<ApiResult<Success>> =>
  request<Success>('/pwt/settings', { method: 'POST', body: update });
