import type { InStatement, InValue, Row } from '@libsql/client';
import type { BehaviourEvent, News, Payout } from '../src/api/types';
import type {
  BonusPayoutRecord,
  GroupHugBatchRecord,
  GroupHugPsbtRecord,
  JobRecord,
  ChatMessageRecord,
  ContractRecord,
  DisputeRecord,
  EventRecord,
  OfferRecord,
  StaffRecord,
  UserRecord,
} from './records';
import type { EscrowFundingRecord, OfferPaymentMethodRecord, PaymentHashRecord } from './offerRecords';
import type { BanLogRecord, BonusPointsRecord, LinkedAccountRecord, LoginHistoryRecord, TradingLimitRecord } from './userRecords';

/**
 * How a record's fields map to the columns the migrations in db.ts create: one definition per
 * table, used to insert records (many at a time) and to read rows back. db.test.ts checks that
 * every column named here exists.
 */

export type Kind = 'text' | 'int' | 'real' | 'bool' | 'json' | 'date';

interface Column<T> {
  field: keyof T & string;
  kind: Kind;
  column: string;
}

export interface TableDef<T> {
  name: string;
  columns: Column<T>[];
  /** "a, b, c" for SELECT lists */
  select: string;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
const quote = (column: string) => `"${column}"`;

function defineTable<T>(name: string, specs: [keyof T & string, Kind, string?][]): TableDef<T> {
  const columns = specs.map(([field, kind, column]) => ({ field, kind, column: column ?? snake(field) }));
  return { name, columns, select: columns.map((c) => quote(c.column)).join(', ') };
}

function toValue(kind: Kind, value: unknown): InValue {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'date':
      return (value as Date).toISOString();
    case 'bool':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    default:
      return value as InValue;
  }
}

function fromValue(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'date':
      return new Date(String(value));
    case 'bool':
      return Number(value) !== 0;
    case 'json':
      return JSON.parse(String(value));
    case 'int':
    case 'real':
      return Number(value);
    default:
      return String(value);
  }
}

/** A row back to a record; NULL columns become absent fields. */
export function fromRow<T>(def: TableDef<T>, row: Row): T {
  const record: Record<string, unknown> = {};
  for (const c of def.columns) {
    const value = fromValue(c.kind, row[c.column]);
    if (value !== undefined) record[c.field] = value;
  }
  return record as T;
}

/** Multi-row INSERT statements (well under SQLite's 32766 bound parameters each). */
export function insertStatements<T>(def: TableDef<T>, records: readonly T[], verb = 'INSERT'): InStatement[] {
  const width = def.columns.length;
  const { columns } = def;
  const perStatement = Math.max(1, Math.min(500, Math.floor(30_000 / width)));
  const head = `${verb} INTO ${def.name} (${def.select}) VALUES `;
  const tuple = `(${new Array(width).fill('?').join(', ')})`;
  const statements: InStatement[] = [];
  for (let start = 0; start < records.length; start += perStatement) {
    const chunk = records.slice(start, start + perStatement);
    const args: InValue[] = new Array(chunk.length * width);
    let i = 0;
    for (const record of chunk) for (const c of columns) args[i++] = toValue(c.kind, record[c.field]);
    statements.push({ sql: head + new Array(chunk.length).fill(tuple).join(', '), args });
  }
  return statements;
}

/** UPDATE every column of the record's row, found by its key field. */
export function updateStatement<T>(def: TableDef<T>, record: T, key: keyof T & string): InStatement {
  const keyColumn = def.columns.find((c) => c.field === key)!;
  const others = def.columns.filter((c) => c !== keyColumn);
  return {
    sql: `UPDATE ${def.name} SET ${others.map((c) => `${quote(c.column)} = ?`).join(', ')} WHERE ${quote(keyColumn.column)} = ?`,
    args: [...others.map((c) => toValue(c.kind, record[c.field])), toValue(keyColumn.kind, record[key])],
  };
}

export const STAFF = defineTable<StaffRecord>('staff', [
  ['id', 'text'],
  ['username', 'text'],
  ['passwordHash', 'text'],
  ['twoFactorSecret', 'text'],
  ['pendingTwoFactorSecret', 'text'],
  ['isAdmin', 'bool'],
  ['isMediator', 'bool'],
  ['isMaintainer', 'bool'],
  ['canSeeAnalytics', 'bool'],
  ['disabled', 'bool'],
  ['locked', 'bool'],
  ['creationDate', 'date'],
  ['lastModified', 'date'],
]);

export const USERS = defineTable<UserRecord>('users', [
  ['id', 'text'],
  ['creationDate', 'date'],
  ['lastModified', 'date'],
  ['banned', 'bool'],
  ['disabled', 'bool'],
  ['kyc', 'bool'],
  ['trades', 'int'],
  ['openedTrades', 'int'],
  ['canceledTrades', 'int'],
  ['rating', 'real'],
  ['peachRating', 'real'],
  ['userRating', 'real'],
  ['historyRating', 'real'],
  ['recentRating', 'real'],
  ['ratingCount', 'int'],
  ['medals', 'json'],
  ['disputes', 'json'],
  ['pgpPublicKeys', 'json'],
  ['bonusPoints', 'int'],
  ['referralCode', 'text'],
  ['usedReferralCode', 'text'],
  ['referredTradingAmount', 'int'],
  ['freeTrades', 'int'],
  ['maxFreeTrades', 'int'],
  // a preset name or a number (sat/vB): JSON keeps which
  ['feeRate', 'json'],
  ['isBatchingEnabled', 'bool'],
  ['linkedIds', 'json'],
  ['uniqueId', 'text'],
  ['fcmToken', 'text'],
]);

export const OFFERS = defineTable<OfferRecord>('offers', [
  ['id', 'text'],
  ['type', 'text'],
  ['userId', 'text'],
  ['creationDate', 'date'],
  ['lastModified', 'date'],
  ['publishingDate', 'date'],
  ['online', 'bool'],
  ['amount', 'int'],
  ['amountMax', 'int'],
  ['premium', 'real'],
  ['maxPremium', 'real'],
  ['minReputation', 'real'],
  ['meansOfPayment', 'json'],
  ['paymentData', 'json'],
  ['matches', 'json'],
  ['doubleMatched', 'bool'],
  ['contractId', 'text'],
  ['escrowFee', 'real'],
  ['freeTrade', 'bool'],
  ['tradeStatus', 'text'],
  ['returnAddress', 'text'],
  ['releaseAddress', 'text'],
  ['escrow', 'text'],
  ['fundingStatus', 'text'],
  ['txId', 'text'],
  ['refunded', 'bool'],
  ['released', 'bool'],
  ['publicKey', 'text'],
]);

export const CONTRACTS = defineTable<ContractRecord>('contracts', [
  ['id', 'text'],
  ['creationDate', 'date'],
  ['lastModified', 'date'],
  ['sellOfferId', 'text'],
  ['buyOfferId', 'text'],
  ['sellerId', 'text'],
  ['buyerId', 'text'],
  ['amount', 'int'],
  ['currency', 'text'],
  ['price', 'real'],
  ['priceCHF', 'real', 'price_chf'],
  ['premium', 'real'],
  ['paymentMethod', 'text'],
  ['country', 'text'],
  ['buyerFee', 'real'],
  ['sellerFee', 'real'],
  ['symmetricKeyEncrypted', 'text'],
  ['symmetricKeySignature', 'text'],
  ['paymentDataEncrypted', 'text'],
  ['paymentDataSignature', 'text'],
  ['hashedPaymentData', 'text'],
  ['paymentDataEncryptionMethod', 'text'],
  ['paymentMade', 'date'],
  ['paymentConfirmed', 'date'],
  ['paymentExpectedBy', 'date'],
  ['lastReminderSent', 'text'],
  ['escrow', 'text'],
  ['releaseAddress', 'text'],
  ['releaseTxId', 'text'],
  ['releasePsbt', 'text'],
  ['batchId', 'text'],
  ['cancelationRequested', 'bool'],
  ['canceled', 'bool'],
  ['canceledBy', 'text'],
  ['ratingBuyer', 'int'],
  ['ratingSeller', 'int'],
  ['messages', 'int'],
  ['unreadMessages', 'int'],
  ['isChatActive', 'bool'],
  ['isEmailRequired', 'bool'],
  ['tradeStatus', 'text'],
]);

export const DISPUTES = defineTable<DisputeRecord>('disputes', [
  ['id', 'text'],
  ['contractId', 'text'],
  ['initiator', 'text'],
  ['initiatorRole', 'text'],
  ['reason', 'text'],
  ['email', 'text'],
  ['message', 'text'],
  ['date', 'date'],
  ['acknowledgedByCounterParty', 'bool'],
  ['ticketId', 'text'],
  ['outcome', 'text'],
  ['winner', 'text'],
  ['resolvedDate', 'date'],
  ['resolvedBy', 'text'],
  ['resolutionReason', 'text'],
  ['isBuyerPaymentDataIncorrect', 'bool'],
  ['isSellerPaymentDataIncorrect', 'bool'],
  ['outcomeAcknowledgedBy', 'json'],
]);

export const CHAT_MESSAGES = defineTable<ChatMessageRecord>('chat_messages', [
  ['contractId', 'text'],
  ['from', 'text'],
  ['date', 'date'],
  ['message', 'text'],
  ['readBy', 'json'],
  ['signature', 'text'],
]);

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

/* admin and analytics (issue 10) */
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

/* look-ups (issue 9): sandbox/lookupRecords.ts */

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

export const ESCROW_FUNDING = defineTable<EscrowFundingRecord>('escrow_funding', [
  ['offerId', 'text'],
  ['status', 'text'],
  ['confirmations', 'int'],
  ['txIds', 'json'],
  ['vouts', 'json'],
  ['amounts', 'json'],
  ['expiry', 'int'],
]);

export const OFFER_PAYMENT_METHODS = defineTable<OfferPaymentMethodRecord>('offer_payment_methods', [
  ['offerId', 'text'],
  ['currency', 'text'],
  ['method', 'text'],
  ['online', 'bool'],
  ['type', 'text'],
  ['creationDate', 'date'],
  ['amount', 'int'],
  ['amountMax', 'int'],
]);

export const PAYMENT_HASHES = defineTable<PaymentHashRecord>('payment_hashes', [
  ['hash', 'text'],
  ['userId', 'text'],
  ['paymentMethod', 'text'],
  ['firstSeen', 'date'],
  ['lastSeen', 'date'],
]);

/**
 * Every data table, the one list: parents before children (the seed wipes them in reverse order,
 * db.test.ts checks their columns and the seed's coverage). Append new tables at the end.
 */
export const ALL_TABLES: TableDef<never>[] = [
  STAFF,
  USERS,
  OFFERS,
  CONTRACTS,
  DISPUTES,
  CHAT_MESSAGES,
  EVENTS,
  PAYOUTS,
  NEWS,
  BEHAVIOUR_EVENTS,
  GROUPHUG_BATCHES,
  GROUPHUG_PSBTS,
  JOBS,
  BONUS_PAYOUTS,
  BAN_LOG,
  LOGIN_HISTORY,
  LINKED_ACCOUNTS,
  BONUS_POINTS_HISTORY,
  TRADING_LIMITS,
  ESCROW_FUNDING,
  OFFER_PAYMENT_METHODS,
  PAYMENT_HASHES,
] as unknown as TableDef<never>[];
