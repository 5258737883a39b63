import { request } from './client';
import type { ApiResult, SettingsUpdate, Success, TwoFactorSet, TwoFactorSetup } from './types';

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
