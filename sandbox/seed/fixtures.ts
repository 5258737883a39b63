import type { Payout } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { ESCROW_FEE } from '../rules/catalogue';
import { eventIdFor } from '../rules/events';
import { fiatPrice } from '../rules/trade';
import { fake, Rng } from './random';
import type { ContractRecord, OfferRecord, UserRecord } from '../db/records';
import type { EventRecord } from '../db/adminRecords';

/**
 * Deterministic fixture builders, shared by the sandbox seed and tests: each takes overrides and
 * a random source (a fixed-seed PRNG, never Math.random), e.g.
 * `buildContract({ tradeStatus: 'dispute', paymentMethod: 'cash.lv.riga.baltic-honeybadger' })`.
 * The random source and fake values are in random.ts; disputes and chat messages chatFixtures.ts.
 */

/** The anchor of relative fixture dates when none is given. */
export const FIXTURE_NOW = new Date('2026-01-15T12:00:00.000Z');

const shared = new Rng(0xf17e5);
/** The default random source of builders called without one (deterministic per process). */
export const fixtureRng = (): Rng => shared;

export function buildUser(overrides: Partial<UserRecord> = {}, rng: Rng = fixtureRng(), now = FIXTURE_NOW): UserRecord {
  const trades = rng.chance(0.2) ? 0 : rng.int(1, rng.chance(0.05) ? 1738 : 60);
  const ratingCount = Math.min(trades, Math.floor(trades * 0.8));
  const rating = trades ? Math.round((0.75 + rng.next() * 0.25) * 100) / 100 : 0;
  const opened = rng.chance(0.08) ? rng.int(1, 3) : 0;
  const won = Math.floor(opened / 2);
  const created = fake.daysAgo(now, rng.int(1, 900) + rng.next());
  const medals: UserRecord['medals'] = [];
  if (trades >= 20) medals.push('superTrader');
  if (trades >= 10 && rng.chance(0.4)) medals.push('fastTrader');
  if (created.getTime() < now.getTime() - 700 * DAY && rng.chance(0.3)) medals.push('ambassador');
  return {
    id: fake.userId(rng),
    creationDate: created,
    lastModified: new Date(Math.min(now.getTime(), created.getTime() + rng.int(0, 200) * DAY)),
    banned: rng.chance(0.02),
    disabled: rng.chance(0.01),
    kyc: false,
    trades,
    openedTrades: trades + rng.int(0, 5),
    canceledTrades: rng.chance(0.3) ? rng.int(1, 4) : 0,
    rating,
    peachRating: rating,
    userRating: rating,
    historyRating: rating,
    recentRating: trades ? Math.round((0.7 + rng.next() * 0.3) * 100) / 100 : 0,
    ratingCount,
    medals,
    disputes: { opened, won, lost: opened - won, resolved: opened },
    pgpPublicKeys: [{ publicKey: fake.pgpPublicKey(rng), proof: fake.signature(rng) }],
    bonusPoints: rng.chance(0.3) ? rng.int(0, 2100) : 0,
    referralCode: rng.chance(0.25) ? fake.referralCode(rng) : undefined,
    usedReferralCode: undefined,
    referredTradingAmount: rng.chance(0.15) ? rng.int(1, 400) * 50_000 : 0,
    freeTrades: rng.chance(0.1) ? rng.int(0, 5) : undefined,
    maxFreeTrades: undefined,
    feeRate: rng.pick(['fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 5, 12] as const),
    isBatchingEnabled: rng.chance(0.2),
    linkedIds: [],
    uniqueId: rng.hex(32),
    fcmToken: rng.chance(0.7) ? rng.base64(40) : undefined,
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<OfferRecord> = {}, rng: Rng = fixtureRng(), now = FIXTURE_NOW): OfferRecord {
  const type = overrides.type ?? rng.pick(['ask', 'bid'] as const);
  const created = overrides.creationDate ?? fake.daysAgo(now, rng.int(0, 365) + rng.next());
  const amount = rng.int(9, 30) * 10_000;
  const method = rng.pick(['sepa', 'revolut', 'wise', 'instantSepa']);
  const base: OfferRecord = {
    id: overrides.id ?? String(rng.int(1, 99_999)),
    type,
    userId: overrides.userId ?? fake.userId(rng),
    creationDate: created,
    lastModified: created,
    publishingDate: created,
    online: true,
    amount: type === 'ask' ? amount : rng.pick([50_000, 100_000]),
    amountMax: type === 'bid' ? rng.pick([500_000, 1_000_000, 2_560_000]) : undefined,
    premium: type === 'ask' ? rng.pick([0, 1.5, 2, 4, 8, 10]) : undefined,
    maxPremium: type === 'bid' ? rng.pick([2, 4, 8, 10]) : undefined,
    minReputation: type === 'bid' && rng.chance(0.3) ? 0.5 : undefined,
    meansOfPayment: { EUR: [method] },
    paymentData: overrides.paymentData ?? { [method]: { hashes: [rng.hex(64)] } },
    matches: [],
    doubleMatched: false,
    contractId: undefined,
    escrowFee: ESCROW_FEE,
    freeTrade: false,
    tradeStatus: 'searchingForPeer',
    returnAddress: type === 'ask' ? fake.address(rng) : undefined,
    releaseAddress: type === 'bid' ? fake.address(rng) : undefined,
    escrow: type === 'ask' ? fake.escrowAddress(rng) : undefined,
    fundingStatus: type === 'ask' ? 'FUNDED' : undefined,
    txId: type === 'ask' ? fake.txid(rng) : undefined,
    refunded: false,
    released: false,
    publicKey: type === 'ask' ? fake.userId(rng) : undefined,
  };
  return { ...base, ...overrides };
}

const COMPLETED_LIKE = new Set(['tradeCompleted', 'rateUser', 'payoutPending']);
const PAID = new Set(['tradeCompleted', 'rateUser', 'payoutPending', 'releaseEscrow', 'confirmPaymentRequired', 'dispute']);

export function buildContract(
  overrides: Partial<ContractRecord> = {},
  rng: Rng = fixtureRng(),
  now = FIXTURE_NOW,
): ContractRecord {
  const sellOfferId = overrides.sellOfferId ?? String(rng.int(1, 99_999));
  const buyOfferId = overrides.buyOfferId ?? String(rng.int(1, 99_999));
  const created = overrides.creationDate ?? fake.daysAgo(now, rng.int(0, 365) + rng.next());
  const amount = overrides.amount ?? rng.int(9, 30) * 10_000;
  const currency = overrides.currency ?? 'EUR';
  const premium = overrides.premium ?? rng.pick([0, 1.5, 2, 4, 8]);
  const tradeStatus = overrides.tradeStatus ?? 'tradeCompleted';
  const paid = PAID.has(tradeStatus);
  const completed = COMPLETED_LIKE.has(tradeStatus);
  const paymentMade = paid ? new Date(created.getTime() + rng.int(10, 600) * 60_000) : undefined;
  const canceled = tradeStatus === 'tradeCanceled';
  const base: ContractRecord = {
    id: `${sellOfferId}-${buyOfferId}`,
    creationDate: created,
    lastModified: paymentMade ?? created,
    sellOfferId,
    buyOfferId,
    sellerId: overrides.sellerId ?? fake.userId(rng),
    buyerId: overrides.buyerId ?? fake.userId(rng),
    amount,
    currency,
    price: fiatPrice(amount, currency, premium),
    priceCHF: fiatPrice(amount, 'CHF', premium),
    premium,
    paymentMethod: 'sepa',
    country: undefined,
    buyerFee: ESCROW_FEE,
    sellerFee: 0,
    symmetricKeyEncrypted: fake.pgpMessage(rng),
    symmetricKeySignature: fake.signature(rng),
    paymentDataEncrypted: fake.pgpMessage(rng),
    paymentDataSignature: fake.signature(rng),
    hashedPaymentData: rng.hex(64),
    paymentDataEncryptionMethod: 'aes256',
    paymentMade,
    paymentConfirmed: completed && paymentMade ? new Date(paymentMade.getTime() + rng.int(5, 300) * 60_000) : undefined,
    paymentExpectedBy: new Date(created.getTime() + 12 * 3_600_000),
    lastReminderSent: tradeStatus === 'paymentRequired' && rng.chance(0.5) ? 'sixHours' : undefined,
    escrow: fake.escrowAddress(rng),
    releaseAddress: fake.address(rng),
    releaseTxId: completed ? fake.txid(rng) : undefined,
    releasePsbt: paid ? fake.psbt(rng) : undefined,
    batchId: undefined,
    cancelationRequested: false,
    canceled,
    canceledBy: canceled ? rng.pick(['seller', 'buyer'] as const) : undefined,
    ratingBuyer: tradeStatus === 'tradeCompleted' ? rng.pick([1, 1, 1, -1, 0]) : 0,
    ratingSeller: tradeStatus === 'tradeCompleted' ? rng.pick([1, 1, 1, 0]) : 0,
    messages: 0,
    unreadMessages: 0,
    isChatActive: !completed && !canceled,
    isEmailRequired: false,
    tradeStatus,
  };
  return { ...base, ...overrides };
}

export function buildEvent(overrides: Partial<EventRecord> = {}): EventRecord {
  const country = overrides.country ?? 'BE';
  const city = overrides.city ?? 'Antwerp';
  const shortName = overrides.shortName ?? 'Belgian BTC Embassy';
  return {
    id: eventIdFor(country, city, shortName),
    featured: false,
    currencies: ['EUR'],
    country,
    city,
    shortName,
    longName: shortName,
    url: undefined,
    address: undefined,
    frequency: undefined,
    logoFile: undefined,
    ...overrides,
  };
}

export function buildPayout(overrides: Partial<Payout> = {}, rng: Rng = fixtureRng(), now = FIXTURE_NOW): Payout {
  return {
    id: rng.hex(16),
    eventId: 'be.antwerp.belgian-btc-embassy',
    date: fake.daysAgo(now, rng.int(1, 200)),
    amountSats: rng.int(1, 50) * 1_000,
    address: fake.address(rng),
    txid: fake.txid(rng),
    ...overrides,
  };
}
