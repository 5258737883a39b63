/* Banned users and payment-data hashes several accounts use (rows of ours: docs/decisions/lookup.md). */

/** A row of GET /v1/pwt/scammers/banned (ours; Page, latest ban first). */
export interface BannedUserRow {
  userId: string;
  bannedAt: Date;
  /** staff username, absent for bans before the log */
  bannedBy?: string;
  reason?: string;
  trades: number;
}

/** A row of GET /v1/pwt/scammers/hashReuse (ours; Page, most accounts first). */
export interface HashReuseRow {
  /** sha256 of a payment-data field */
  hash: string;
  paymentMethod: string;
  userIds: string[];
  /** how many of them are banned */
  bannedCount: number;
  firstSeen: Date;
  lastSeen: Date;
}
