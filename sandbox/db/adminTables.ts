import type { BehaviourEvent, News, Payout } from '../../src/contract';
import type { BonusPayoutRecord, EventRecord, GroupHugBatchRecord, GroupHugPsbtRecord, JobRecord } from './adminRecords';
import { defineTable } from './tableDef';

/** The tables of events, payouts and the admin screens (news, compliance, GroupHug, jobs, bonus payouts). */

export const EVENTS = defineTable<EventRecord>('events', [
  ['id', 'text'],
  ['featured', 'bool'],
  ['currencies', 'json'],
  ['country', 'text'],
  ['city', 'text'],
  ['shortName', 'text'],
  ['longName', 'text'],
  ['url', 'text'],
  ['address', 'text'],
  ['frequency', 'text'],
  ['logoFile', 'text'],
]);

export const PAYOUTS = defineTable<Payout>('payouts', [
  ['id', 'text'],
  ['eventId', 'text'],
  ['date', 'date'],
  ['amountSats', 'int'],
  ['address', 'text'],
  ['txid', 'text'],
]);

/* the staff's own data: news, compliance, GroupHug, jobs (docs/decisions/admin.md) */
export const NEWS = defineTable<News>('news', [
  ['id', 'text'],
  ['text', 'text'],
  ['shareText', 'text'],
  ['url', 'text'],
  ['language', 'text'],
  ['date', 'date'],
]);

export const BEHAVIOUR_EVENTS = defineTable<BehaviourEvent>('behaviour_events', [
  ['id', 'text'],
  ['userId', 'text'],
  ['type', 'text'],
  ['date', 'date'],
  ['details', 'text'],
]);

export const GROUPHUG_BATCHES = defineTable<GroupHugBatchRecord>('grouphug_batches', [
  ['id', 'text'],
  ['maxParticipants', 'int'],
  ['feeRate', 'real'],
  ['creationDate', 'date'],
  ['completedDate', 'date'],
  ['txId', 'text'],
]);

export const GROUPHUG_PSBTS = defineTable<GroupHugPsbtRecord>('grouphug_psbts', [
  ['id', 'text'],
  ['batchId', 'text'],
  ['contractId', 'text'],
  ['added', 'date'],
  ['revoked', 'bool'],
]);

export const JOBS = defineTable<JobRecord>('jobs', [
  ['name', 'text'],
  ['intervalSeconds', 'int'],
  ['lastRun', 'date'],
  ['state', 'text'],
  ['lastError', 'text'],
]);

export const BONUS_PAYOUTS = defineTable<BonusPayoutRecord>('bonus_payouts', [
  ['id', 'text'],
  ['userId', 'text'],
  ['date', 'date'],
  ['points', 'int'],
  ['sats', 'int'],
]);

/**
 * Every data table, the one list: parents before children (the seed wipes them in reverse order,
 * db.test.ts checks their columns and the seed's coverage). Append new tables at the end.
 */
