import type { BanLogRecord, BonusPointsRecord, LinkedAccountRecord, LoginHistoryRecord, TradingLimitRecord } from './userRecords';
import { defineTable } from './tableDef';

/** The tables of what staff read about a user beyond the profile (records in userRecords.ts). */

export const BAN_LOG = defineTable<BanLogRecord>('ban_log', [
  ['userId', 'text'],
  ['action', 'text'],
  ['staffId', 'text'],
  ['date', 'date'],
  ['reason', 'text'],
]);

export const LOGIN_HISTORY = defineTable<LoginHistoryRecord>('login_history', [
  ['userId', 'text'],
  ['date', 'date'],
  ['ip', 'text'],
  ['country', 'text'],
  ['platform', 'text'],
  ['appVersion', 'text'],
  ['uniqueId', 'text'],
]);

export const LINKED_ACCOUNTS = defineTable<LinkedAccountRecord>('linked_accounts', [
  ['userId', 'text'],
  ['linkedId', 'text'],
  ['reason', 'text'],
  ['since', 'date'],
]);

export const BONUS_POINTS_HISTORY = defineTable<BonusPointsRecord>('bonus_points_history', [
  ['userId', 'text'],
  ['date', 'date'],
  ['points', 'int'],
  ['balance', 'int'],
  ['reason', 'text'],
  ['contractId', 'text'],
  ['referredUserId', 'text'],
]);

export const TRADING_LIMITS = defineTable<TradingLimitRecord>('trading_limits', [
  ['userId', 'text'],
  ['daily', 'int'],
  ['monthlyAnonymous', 'int'],
  ['yearly', 'int'],
]);
