/* A member's own settings (password, roles, second factor) and an admin's changes to another's. */

export interface SettingsUpdate {
  id: string;
  oldPassword?: string;
  password?: string;
  isAdmin?: boolean;
  isMediator?: boolean;
  isMaintainer?: boolean;
  canSeeAnalytics?: boolean;
}

/** GET /v1/pwt/settings/2fa: a fresh secret to set up an authenticator app. */
export interface TwoFactorSetup {
  twoFactorSecret: string;
  otpauthUrl: string;
}

/**
 * POST /v1/pwt/settings/2fa. Setting or replacing the second factor re-authenticates: the
 * member's current password always, and a code of the current secret when 2FA is already set
 * (docs/decisions/hardening.md). A changed secret ends the member's other sessions.
 */
export interface TwoFactorSet {
  /** the secret issued by GET /v1/pwt/settings/2fa */
  twoFactorSecret: string;
  /** a code of that new secret: proves the app works */
  twoFactorToken: string;
  /** the member's current password */
  currentPassword: string;
  /** a code of the current secret; required when 2FA is already set */
  currentTwoFactorToken?: string;
}

/** The role and lock flags of POST /v1/pwt/settings beyond SettingsUpdate (admins only; locking ends sessions). */
export interface StaffAccessUpdate extends SettingsUpdate {
  locked?: boolean;
}
