import type { PageQuery } from './common';

/* Compliance: behaviour events and payment-data hash reuse. */

export const BEHAVIOUR_EVENT_TYPES = [
  'rapidCancellations',
  'multipleAccounts',
  'paymentDataChanged',
  'highDisputeRate',
  'unusualVolume',
  'sanctionedCountryLogin',
] as const;
export type BehaviourEventType = (typeof BEHAVIOUR_EVENT_TYPES)[number];

/** GET /v1/pwt/compliance/events: a behaviour event of a user (details are server text, shown as text). */
export interface BehaviourEvent {
  id: string;
  userId: string;
  type: BehaviourEventType;
  date: Date;
  details: string;
}

export interface BehaviourEventQuery extends PageQuery {
  userId?: string;
  type?: BehaviourEventType;
  start?: string;
  end?: string;
}

/**
 * GET /v1/pwt/compliance/hashReuse: a payment-data hash that more than one account uses (from the
 * payment_hashes records the scammers screen reads too; compliance's own shape and route).
 */
export interface ComplianceHashReuse {
  hash: string;
  paymentMethod: string;
  userIds: string[];
  firstSeen: Date;
  lastSeen: Date;
}

export interface HashReuseQuery extends PageQuery {
  paymentMethod?: string;
  userId?: string;
}
