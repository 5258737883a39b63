/**
 * The audit trail's vocabulary, shared by the console and the sandbox: what a staff member can
 * change (one action each) and what kind of thing the change concerns.
 */

export const AUDIT_ACTIONS = [
  'dispute.resolve',
  'user.ban',
  'user.unban',
  'event.create',
  'event.update',
  'event.delete',
  'payout.create',
  'news.create',
  'news.delete',
  'staff.create',
  'staff.roles',
  'staff.lock',
  'staff.unlock',
  'staff.password',
  'staff.twoFactor',
  'case.take',
  'case.handOver',
  'sanction.give',
  'sanction.lift',
  'sanction.expire',
  'clocks.thresholds',
  'dispute.propose',
  'dispute.approve',
  'dispute.reject',
  'dispute.withdraw',
  'fourEyes.settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** contract: a case; user: a trader; account: a staff account; setting: a console-wide setting; the others: the record itself. */
export const AUDIT_SUBJECTS = ['contract', 'user', 'account', 'event', 'payout', 'news', 'setting'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** What an action concerns (the console links contracts, users and accounts). */
export const SUBJECT_OF: Record<AuditAction, AuditSubject> = {
  'dispute.resolve': 'contract',
  'user.ban': 'user',
  'user.unban': 'user',
  'event.create': 'event',
  'event.update': 'event',
  'event.delete': 'event',
  'payout.create': 'payout',
  'news.create': 'news',
  'news.delete': 'news',
  'staff.create': 'account',
  'staff.roles': 'account',
  'staff.lock': 'account',
  'staff.unlock': 'account',
  'staff.password': 'account',
  'staff.twoFactor': 'account',
  'case.take': 'contract',
  'case.handOver': 'contract',
  'sanction.give': 'user',
  'sanction.lift': 'user',
  'sanction.expire': 'user',
  'clocks.thresholds': 'setting',
  'dispute.propose': 'contract',
  'dispute.approve': 'contract',
  'dispute.reject': 'contract',
  'dispute.withdraw': 'contract',
  'fourEyes.settings': 'setting',
};

export const isAuditAction = (value: unknown): value is AuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(value);
