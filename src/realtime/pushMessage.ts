/**
 * What a push notification says and where it leads (spec §2, §3 "Push data: type, contractId").
 * Pure: no Firebase, no React.
 */

import { recordPath } from '../domain/recordPaths';

/** The notification types the console knows, and the catalogue key of each (i18n/console/push.ts). */
export const PUSH_TYPE_KEYS = {
  'pwt.contract.chat': 'push.contractChat',
  'pwt.contract.disputeRaised': 'push.disputeRaised',
  'pwt.dispute.reminder': 'push.disputeReminder',
  'pwt.case.unattended': 'push.caseUnattended',
  'pwt.case.escalated': 'push.caseEscalated',
  // four eyes (docs/decisions/four-eyes.md; words in i18n/console/fourEyesQueue.ts)
  'pwt.dispute.proposed': 'push.proposed',
  'pwt.dispute.proposalDecided': 'push.proposalDecided',
} as const;

/**
 * A case clock alert names the rule it crossed, when its data says which (`rule`); without one (an
 * older server), the type's general words.
 */
const CASE_ALERT_RULE_KEYS = {
  'pwt.case.unattended': { firstReply: 'push.caseRule.firstReply', answer: 'push.caseRule.answer', resolution: 'push.caseRule.resolution' },
  'pwt.case.escalated': {
    firstReply: 'push.caseRuleEscalated.firstReply',
    answer: 'push.caseRuleEscalated.answer',
    resolution: 'push.caseRuleEscalated.resolution',
  },
} as const;
type CaseAlertType = keyof typeof CASE_ALERT_RULE_KEYS;
type CaseRuleKey = (typeof CASE_ALERT_RULE_KEYS)[CaseAlertType][keyof (typeof CASE_ALERT_RULE_KEYS)[CaseAlertType]];

export type PushType = keyof typeof PUSH_TYPE_KEYS;
export type PushMessageKey = (typeof PUSH_TYPE_KEYS)[PushType] | CaseRuleKey | 'push.unknown';

/** Either a catalogue key or the message's own title (plain text), plus the contract link if any. */
export type PushDescription = (
  | { key: PushMessageKey; text?: undefined }
  | { text: string; key?: undefined }
) & {
  /** the validated contract id, e.g. "12-34"; null when absent or malformed */
  contractId: string | null;
  /** `/contract/<contractId>`, or null without a valid contract id */
  link: string | null;
};

/** A contract id is two numbers joined by a dash: "14-15", "313-312" (domain reference). */
const CONTRACT_ID = /^\d{1,18}-\d{1,18}$/;

export const isContractId = (value: unknown): value is string =>
  typeof value === 'string' && CONTRACT_ID.test(value);

const isPushType = (value: unknown): value is PushType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PUSH_TYPE_KEYS, value);

function caseRuleKey(type: PushType, rule: unknown): CaseRuleKey | undefined {
  if (!Object.prototype.hasOwnProperty.call(CASE_ALERT_RULE_KEYS, type) || typeof rule !== 'string') return undefined;
  const rules: Record<string, CaseRuleKey> = CASE_ALERT_RULE_KEYS[type as CaseAlertType];
  return Object.prototype.hasOwnProperty.call(rules, rule) ? rules[rule] : undefined;
}

/**
 * Describes a push message. `data` is the message's data payload ({type, contractId}, all strings
 * as FCM delivers them); `title` its notification title, shown only for an unknown type.
 * Anything malformed degrades to `push.unknown` and no link, never throws.
 */
export function describePush(data: unknown, title?: unknown): PushDescription {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const contractId = isContractId(record.contractId) ? record.contractId : null;
  const link = contractId ? recordPath('contracts', contractId) : null;
  if (isPushType(record.type)) return { key: caseRuleKey(record.type, record.rule) ?? PUSH_TYPE_KEYS[record.type], contractId, link };
  const text = typeof title === 'string' ? title.trim() : '';
  return text ? { text, contractId, link } : { key: 'push.unknown', contractId, link };
}
