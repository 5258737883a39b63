import type { StaffUser } from './staff';

/* Administration: staff accounts and the platform's scheduled jobs. */

/** GET /v1/pwt/admin/staff: a staff account row (roles, 2FA state, lock state). */
export type StaffAccount = StaffUser & { username: string };

/** POST /v1/pwt/admin/staff */
export interface NewStaffAccount {
  username: string;
  isAdmin?: boolean;
  isMediator?: boolean;
  isMaintainer?: boolean;
  canSeeAnalytics?: boolean;
}

/** The answer to an account creation: the one-time password is shown once and never again. */
export interface CreatedStaffAccount {
  account: StaffAccount;
  oneTimePassword: string;
}

export type JobState = 'idle' | 'running' | 'failed' | 'paused';

/** GET /v1/pwt/jobs: the platform's scheduled jobs. */
export interface Job {
  name: string;
  lastRun?: Date;
  nextRun?: Date;
  state: JobState;
  /** the last failure's message, when state is failed */
  lastError?: string;
}
