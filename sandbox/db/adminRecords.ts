import type { PeachEvent } from '../../src/contract';

/** The records of staff and of the admin screens (docs/decisions/admin.md), as the database keeps them. */

/** A staff account as stored (the API shows it as StaffUser of src/contract). */
export interface StaffRecord {
  id: string;
  username: string;
  passwordHash: string;
  twoFactorSecret?: string;
  /** issued by GET /v1/pwt/settings/2fa, waiting for confirmation */
  pendingTwoFactorSecret?: string;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  disabled: boolean;
  locked: boolean;
  creationDate: Date;
  lastModified: Date;
}

/** An event as stored: the logo is a file name in the logos folder (the API shows its path). */
export type EventRecord = Omit<PeachEvent, 'logo'> & { logoFile?: string };

export interface GroupHugBatchRecord {
  id: string;
  maxParticipants: number;
  feeRate: number;
  creationDate: Date;
  completedDate?: Date;
  txId?: string;
}

/** One participant's PSBT in a batch (GroupHug's addPSBT); revoked ones do not count. */
export interface GroupHugPsbtRecord {
  id: string;
  batchId: string;
  contractId?: string;
  added: Date;
  revoked: boolean;
}

export interface JobRecord {
  name: string;
  intervalSeconds: number;
  lastRun?: Date;
  state: 'idle' | 'running' | 'failed' | 'paused';
  lastError?: string;
}

/** Bonus points a user turned into sats (the overview's satsPaid). */
export interface BonusPayoutRecord {
  id: string;
  userId: string;
  date: Date;
  points: number;
  sats: number;
}
