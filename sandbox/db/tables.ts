import type { BehaviourEvent, News, Payout } from '../../src/contract';
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
import { ESCROW_FUNDING, OFFER_PAYMENT_METHODS, PAYMENT_HASHES } from './offerTables';
import { defineTable, type TableDef } from './tableDef';
import { BAN_LOG, BONUS_POINTS_HISTORY, LINKED_ACCOUNTS, LOGIN_HISTORY, TRADING_LIMITS } from './userTables';

/**
 * The platform's tables and the staff's own (news, compliance, GroupHug, jobs), one definition
 * each (tableDef.ts), and ALL_TABLES, the one list of every table. The routes and stores read a
 * table and its rows through this one module, so it also hands on tableDef's readers and writers.
 */

export { fromRow, insertStatements, updateStatement, type Kind, type TableDef } from './tableDef';

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
