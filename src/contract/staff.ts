/* The staff session: signing in, the token, the signed-in member. */

export interface LoginCredentials {
  username: string;
  password: string;
  twoFactorToken?: string;
}

export interface SessionToken {
  accessToken: string;
  /** ms since epoch */
  expiry: number;
}

export type AuthErrorCode = 'WRONG_PASSWORD' | 'ACCOUNT_LOCKED' | 'TWO_FACTOR_REQUIRED' | 'WRONG_TWO_FACTOR_TOKEN';

export interface StaffUser {
  id: string;
  username?: string;
  creationDate: Date;
  lastModified: Date;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  twoFactorSecretSet: boolean;
  disabled: boolean;
  locked: boolean;
}
