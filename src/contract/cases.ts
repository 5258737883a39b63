import type { AuditAction, AuditSubject } from './audit';
import type { PageQuery } from './common';

/*
 * Case ownership, presence and the audit trail: staff-only answers of the sandbox's own
 * (docs/decisions/cases-audit.md). Shared by the console and the sandbox.
 */

/* ---------- ownership ---------- */

/** A staff member as others see them: the username only (never roles or sessions). */
export interface CaseStaff {
  id: string;
  username: string;
}

export interface CaseOwner extends CaseStaff {
  /** when they took the case or it was handed to them */
  since: Date;
}

/** GET /v1/pwt/contract/:id/case, and the answer of take and hand-over. */
export interface CaseState {
  contractId: string;
  /** absent: nobody has taken the case */
  owner?: CaseOwner;
}

/** POST /v1/pwt/contract/:id/handOver (admins): the staff member who gets the case. */
export interface CaseHandOver {
  staffId: string;
}

/** The queue's owner filter (DisputeQuery.owner): absent = everyone's. */
export const OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** What a queue row adds about its case (absent when nobody has it). */
export interface QueueRowOwner {
  ownerId?: string;
  ownerName?: string;
}

/* ---------- presence over the socket ---------- */

/**
 * Client → server: the case this connection has open now (null: none, e.g. the queue). Every
 * such message is answered with the presence of all cases; a change goes to every member of the
 * disputes area.
 */
export interface SocketPresenceSend {
  path: '/v1/pwt/presence';
  contractId: string | null;
}

/** Who has a case open (one entry per staff member, however many tabs). */
export interface CasePresence {
  contractId: string;
  staff: CaseStaff[];
}

/** Server → client: every case someone has open. */
export interface SocketPresence {
  event: 'presence';
  data: CasePresence[];
}

/* ---------- the audit trail ---------- */

/** One staff action, as recorded in the same transaction as the change itself. */
export interface AuditEntry {
  id: number;
  date: Date;
  staffId: string;
  /** the username at the time of the action */
  staffName: string;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: string;
  /** the fields the action changed, before and after (no secrets); null where there was nothing */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /v1/pwt/audit (admins), newest first. `from` and `to` are yyyy-mm-dd UTC days, `to` inclusive. */
export interface AuditQuery extends PageQuery {
  staffId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** Query keys of the socket's dataStale for ownership and the trail (see src/realtime/staleKeys.ts). */
export const caseStaleKeys = {
  /** ['case', contractId]: who has the case */
  case: (contractId: string) => ['case', contractId] as const,
  /** ['audit']: every audit list (react-admin resource `audit`) */
  audit: () => ['audit'] as const,
};

/** A before/after value as one line: `banned: false`, `roles: admin, mediator`. Keys sorted. */
