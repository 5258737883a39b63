import type * as platform from './platform';
import type { PageQuery } from './common';

/* GroupHug: the operator unlock and the payout batches. */

/** POST /v1/start {password}: GroupHug's operator unlock. */
export interface StartRequest {
  password: string;
}

/** GroupHug's answer: `{ success }`, always HTTP 200; false for a wrong password. */
export type StartResult = platform.GroupHugStartAnswer;

/** A GroupHug payout batch, shaped like GroupHug's GET /v1/batch plus id, fee rate and dates. */
export interface GroupHugBatch {
  id: string;
  participants: number;
  maxParticipants: number;
  /** seconds until the batch is sent at the latest (0 once completed) */
  timeRemaining: number;
  completed: boolean;
  txId?: string;
  /** sat/vB */
  feeRate: number;
  creationDate: Date;
  completedDate?: Date;
}

export interface GroupHugQuery extends PageQuery {
  completed?: boolean;
}
