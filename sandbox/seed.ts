import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Payout } from '../src/api/types';
import { hashPassword } from './auth';
import { methodsFor } from './catalogue';
import type { Db } from './db';
import { cashMethodFor } from './eventRules';
import {
  buildChatMessage,
  buildContract,
  buildDispute,
  buildEvent,
  buildOffer,
  buildPayout,
  buildUser,
  CHAT_LINES,
  fake,
  Rng,
} from './fixtures';
import type {
  ChatMessageRecord,
  ContractRecord,
  DisputeOutcome,
  DisputeRecord,
  EventRecord,
  OfferRecord,
  StaffRecord,
  TradeStatus,
} from './records';
import { DISPUTE_OUTCOMES } from './records';
import { computeRevenue } from './revenue';
import {
  CHAT_MESSAGES,
  CONTRACTS,
  DISPUTES,
  EVENTS,
  insertStatements,
  OFFERS,
  PAYOUTS,
  STAFF,
  USERS,
  type TableDef,
} from './tables';

/**
 * Deterministic demo data (fixed-seed PRNG): the same scale gives the same ids, amounts and
 * texts every time. Dates are relative to `now` (the moment of seeding by default), so the demo
 * always shows recent activity. Seeding happens once, into an empty database.
 *
 * SANDBOX_SCALE: small (default), large (100 000 contracts), empty (staff accounts only).
 */

export const SCALES = ['small', 'large', 'empty'] as const;
export type SeedScale = (typeof SCALES)[number];

export function scaleFromEnv(value = process.env.SANDBOX_SCALE): SeedScale {
  if (!value) return 'small';
  if ((SCALES as readonly string[]).includes(value)) return value as SeedScale;
  throw new Error(`SANDBOX_SCALE must be one of ${SCALES.join(', ')} (got "${value}")`);
}

interface ScaleSize {
  users: number;
  contracts: number;
  disputes: number;
  /** offers without a contract */
  openOffers: number;
  /** share of undisputed contracts that have a chat */
  chatShare: number;
  /** messages in a disputed contract's chat: [min, max] */
  disputeChat: [number, number];
}

const SIZES: Record<Exclude<SeedScale, 'empty'>, ScaleSize> = {
  small: { users: 300, contracts: 1_000, disputes: 60, openOffers: 240, chatShare: 0.2, disputeChat: [22, 60] },
  large: { users: 50_000, contracts: 100_000, disputes: 10_000, openOffers: 10_000, chatShare: 0.01, disputeChat: [3, 24] },
};

/* ---------- staff ---------- */

export const DEMO_PASSWORD = 'peach-sandbox';
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoStaff {
  id: string;
  username: string;
  roles: string;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  locked: boolean;
  twoFactorSecret?: string;
}

const staff = (id: string, username: string, roles: Partial<DemoStaff>): DemoStaff => ({
  id,
  username,
  isAdmin: false,
  isMediator: false,
  isMaintainer: false,
  canSeeAnalytics: false,
  locked: false,
  roles: '',
  ...roles,
});

/** The demo accounts of DESIGN.md; password `peach-sandbox` for each. */
export const DEMO_STAFF: DemoStaff[] = [
  staff('5a1f0c3e9b7d2a48e6c1f0b3', 'admin', {
    isAdmin: true,
    isMediator: true,
    isMaintainer: true,
    canSeeAnalytics: true,
    twoFactorSecret: ADMIN_TOTP_SECRET,
    roles: 'admin, mediator, maintainer, analytics',
  }),
  staff('7c2e81d4a06b3f95c8e2d7a1', 'mediator', { isMediator: true, roles: 'mediator' }),
  staff('9e4b27f1c8d05a36b1f4e9c2', 'maintainer', { isMaintainer: true, roles: 'maintainer' }),
  staff('b3d6e0a95f2c7148d3a6b0e4', 'analyst', { canSeeAnalytics: true, roles: 'analytics' }),
  staff('d1c8f4b27e3a9056f1d8c4a7', 'locked', { isMediator: true, locked: true, roles: 'mediator, locked' }),
];

async function staffRecords(now: Date): Promise<StaffRecord[]> {
  const created = new Date(now.getTime() - 400 * 86_400_000);
  return Promise.all(
    DEMO_STAFF.map(async (s) => ({
      id: s.id,
      username: s.username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      twoFactorSecret: s.twoFactorSecret,
      isAdmin: s.isAdmin,
      isMediator: s.isMediator,
      isMaintainer: s.isMaintainer,
      canSeeAnalytics: s.canSeeAnalytics,
      disabled: false,
      locked: s.locked,
      creationDate: created,
      lastModified: created,
    })),
  );
}

/* ---------- events ---------- */

interface SeedEvent extends Omit<EventRecord, 'id'> {
  /** logo colour; none = no logo */
  color?: string;
  /** share of the platform's contracts paid cash at this event */
  cashShare: number;
  /** how much of the organizer share was paid out already */
  paidOut: number;
}

const seedEvent = (fields: Partial<SeedEvent> & Pick<SeedEvent, 'country' | 'city' | 'shortName'>): SeedEvent => ({
  featured: false,
  currencies: ['EUR'],
  longName: fields.shortName,
  cashShare: 0,
  paidOut: 0,
  ...fields,
});

export const SEED_EVENTS: SeedEvent[] = [
  seedEvent({
    country: 'BE',
    city: 'Antwerp',
    shortName: 'Belgian BTC Embassy',
    longName: 'Belgian Bitcoin Embassy',
    featured: true,
    url: 'https://example.org/belgian-bitcoin-embassy',
    address: 'Kloosterstraat 2, 2000 Antwerpen',
    frequency: 'monthly',
    color: '#f56522',
    cashShare: 0.025,
    paidOut: 0.6,
  }),
  seedEvent({
    country: 'LV',
    city: 'Riga',
    shortName: 'Baltic Honeybadger',
    longName: 'Baltic Honeybadger Bitcoin Conference',
    featured: true,
    url: 'https://example.org/baltic-honeybadger',
    address: 'Kalnciema iela 2, Rīga',
    frequency: 'yearly',
    color: '#1e2a3a',
    cashShare: 0.02,
    paidOut: 1,
  }),
  seedEvent({
    country: 'CH',
    city: 'Lugano',
    shortName: 'Plan B Forum',
    longName: 'Plan ₿ Forum Lugano',
    currencies: ['CHF', 'EUR'],
    url: 'https://example.org/plan-b-forum',
    address: 'Palazzo dei Congressi, Lugano',
    frequency: 'yearly',
    color: '#c8102e',
    cashShare: 0.015,
    paidOut: 0.25,
  }),
  seedEvent({
    country: 'DE',
    city: 'Berlin',
    shortName: 'Einundzwanzig Berlin',
    longName: 'Einundzwanzig Meetup Berlin',
    address: 'Bitcoin-Bar, Berlin-Kreuzberg',
    frequency: 'weekly',
    color: '#f7931a',
    cashShare: 0.01,
  }),
  seedEvent({
    country: 'CH',
    city: 'Zürich',
    shortName: 'Bitcoin Meetup Zurich',
    currencies: ['CHF'],
    frequency: 'monthly',
    cashShare: 0.01,
  }),
  seedEvent({
    country: 'NL',
    city: 'Amsterdam',
    shortName: 'Bitcoin Amsterdam',
    longName: 'Bitcoin Amsterdam Conference',
    url: 'https://example.org/bitcoin-amsterdam',
    frequency: 'yearly',
    color: '#2b59c3',
  }),
  seedEvent({ country: 'ES', city: 'Madrid', shortName: 'Madrid Bitcoin Meetup', frequency: 'monthly' }),
];

const logoSvg = (color: string, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<rect width="96" height="96" rx="20" fill="${color}"/>` +
  `<text x="48" y="59" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>\n`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();

/* ---------- the platform ---------- */

/** Records for one table; a list of parts is written in one transaction. */
export interface SeedPart {
  def: TableDef<unknown>;
  records: readonly unknown[];
}
const part = <T>(def: TableDef<T>, records: readonly T[]): SeedPart => ({ def: def as TableDef<unknown>, records });

/** Receives the generated data in dependency order (users before offers before contracts …). */
export type SeedEmit = (parts: SeedPart[]) => Promise<void>;

const DAY = 86_400_000;
/** Contracts generated (and written) per transaction: bounds memory at the large scale. */
const CHUNK = 5_000;

const ONGOING: readonly (readonly [TradeStatus, number])[] = [
  ['tradeCompleted', 62],
  ['tradeCanceled', 9],
  ['rateUser', 3],
  ['paymentRequired', 5],
  ['confirmPaymentRequired', 4],
  ['releaseEscrow', 2],
  ['payoutPending', 2],
  ['fundEscrow', 3],
  ['escrowWaitingForConfirmation', 2],
  ['confirmCancelation', 1],
];
const FINISHED = new Set<TradeStatus>(['tradeCompleted', 'tradeCanceled', 'rateUser']);

const CURRENCIES: readonly (readonly [string, number])[] = [
  ['EUR', 55],
  ['CHF', 14],
  ['GBP', 8],
  ['SEK', 4],
  ['DKK', 3],
  ['NOK', 3],
  ['PLN', 3],
  ['CZK', 2],
  ['HUF', 2],
  ['USD', 4],
  ['RON', 2],
];

const OUTCOME_STATUS: Record<DisputeOutcome, TradeStatus> = {
  buyerWins: 'tradeCompleted',
  payOutBuyer: 'tradeCompleted',
  sellerWins: 'tradeCanceled',
  cancelTrade: 'tradeCanceled',
  none: 'confirmPaymentRequired',
};

/**
 * Generates the demo data of a scale and hands it to `emit` in chunks. Deterministic apart from
 * the password hashes' salts and the dates (relative to `now`).
 */
export async function generateSeed(scale: SeedScale, now: Date, emit: SeedEmit): Promise<void> {
  await emit([part(STAFF, await staffRecords(now))]);
  if (scale === 'empty') return;
  const size = SIZES[scale];

  // events (their logo files are written by writeSeed)
  const logos = seedLogos();
  const events = SEED_EVENTS.map(({ color: _color, cashShare: _share, paidOut: _paid, ...fields }, i) => {
    const event = buildEvent(fields);
    event.logoFile = logos[i]?.file;
    return event;
  });
  await emit([part(EVENTS, events)]);

  // users: the first tenth are the busy traders
  const userRng = new Rng(0x05e75);
  const users = Array.from({ length: size.users }, () => buildUser({}, userRng, now));
  await emit([part(USERS, users)]);
  const userIds = users.map((u) => u.id);
  users.length = 0;
  const busy = Math.max(1, Math.floor(size.users / 10));
  const pickUser = (rng: Rng, not?: string): string => {
    for (;;) {
      const id = userIds[rng.chance(0.5) ? rng.int(0, busy - 1) : rng.int(0, size.users - 1)];
      if (id !== not) return id;
    }
  };

  // which contracts get a dispute, when, and whether it is still open (the newer 60 %)
  const disputeRng = new Rng(0xd15b7);
  const mediators = DEMO_STAFF.filter((s) => s.isMediator && !s.locked).map((s) => s.id);
  const disputeCount = Math.min(size.disputes, size.contracts);
  const disputeAt = new Map<number, { date: Date; open: boolean }>();
  while (disputeAt.size < disputeCount) {
    const index = disputeRng.int(0, size.contracts - 1);
    if (disputeAt.has(index)) continue;
    const open = disputeAt.size < Math.round(disputeCount * 0.6);
    const days = open ? disputeRng.next() * 14 : 15 + disputeRng.next() * 300;
    disputeAt.set(index, { date: new Date(now.getTime() - Math.round(days * DAY)), open });
  }

  const tradeRng = new Rng(0x7e4de);
  const chatRng = new Rng(0xc4a75);
  const cashEvents = SEED_EVENTS.map((seed, i) => ({ seed, event: events[i] })).filter((e) => e.seed.cashShare > 0);
  const cashTotal = cashEvents.reduce((sum, e) => sum + e.seed.cashShare, 0);
  const cashTrades = new Map<string, ContractRecord[]>();
  let nextOfferId = 100;

  /** A contract with its sell and buy offer (and its dispute, if one is planned). */
  function trade(k: number, out: { offers: OfferRecord[]; contracts: ContractRecord[]; disputes: DisputeRecord[] }) {
    const sellerId = pickUser(tradeRng);
    const buyerId = pickUser(tradeRng, sellerId);
    const planned = disputeAt.get(k);
    let tradeStatus = tradeRng.weighted(ONGOING);
    let created: Date;
    let paymentMade: Date | undefined;
    if (planned) {
      // paid (so the buyer says), then disputed 13 h to 4 days after the contract began
      tradeStatus = 'confirmPaymentRequired';
      created = new Date(planned.date.getTime() - tradeRng.int(13, 96) * 3_600_000);
      paymentMade = new Date(created.getTime() + tradeRng.int(1, 11) * 3_600_000);
    } else {
      const ageDays = FINISHED.has(tradeStatus) ? 1 + tradeRng.next() * 400 : tradeRng.next() * 3;
      created = new Date(now.getTime() - Math.round(ageDays * DAY));
    }
    let currency: string;
    let paymentMethod: string;
    let amount: number;
    let country: string | undefined;
    if (tradeRng.chance(cashTotal)) {
      const { event } = tradeRng.weighted(cashEvents.map((e) => [e, e.seed.cashShare] as const));
      currency = tradeRng.pick(event.currencies);
      paymentMethod = cashMethodFor(event.id);
      amount = tradeRng.int(2, 25) * 10_000;
      country = event.country;
    } else {
      currency = tradeRng.weighted(CURRENCIES);
      paymentMethod = tradeRng.pick(methodsFor(currency));
      amount = tradeRng.chance(0.9) ? tradeRng.int(9, 30) * 10_000 : tradeRng.int(4, 40) * 50_000;
    }
    const freeTrade = tradeRng.chance(0.08);
    const sellId = String(nextOfferId++);
    const buyId = String(nextOfferId++);
    const [sellOfferId, buyOfferId] = tradeRng.chance(0.5) ? [sellId, buyId] : [buyId, sellId];
    const contract = buildContract(
      {
        sellOfferId,
        buyOfferId,
        sellerId,
        buyerId,
        creationDate: created,
        amount,
        currency,
        paymentMethod,
        country,
        buyerFee: freeTrade ? 0 : 0.02,
        tradeStatus,
        ...(paymentMade ? { paymentMade, lastModified: paymentMade } : {}),
      },
      tradeRng,
      now,
    );
    if (planned) out.disputes.push(raiseDispute(contract, planned));
    if (paymentMethod.startsWith('cash.')) {
      if (!cashTrades.has(paymentMethod)) cashTrades.set(paymentMethod, []);
      cashTrades.get(paymentMethod)!.push(contract);
    }
    out.contracts.push(contract);
    const offerBase = {
      contractId: contract.id,
      creationDate: new Date(created.getTime() - tradeRng.int(1, 72) * 3_600_000),
      lastModified: contract.lastModified,
      meansOfPayment: { [currency]: [paymentMethod] },
      paymentData: { [paymentMethod]: { hashes: [contract.hashedPaymentData] } },
      online: false,
      freeTrade,
      tradeStatus: contract.tradeStatus,
      premium: contract.premium,
    };
    out.offers.push(
      buildOffer(
        {
          ...offerBase,
          id: sellOfferId,
          type: 'ask',
          userId: sellerId,
          amount,
          matches: [buyOfferId],
          released: contract.tradeStatus === 'tradeCompleted',
          refunded: contract.canceled,
        },
        tradeRng,
        now,
      ),
      buildOffer({ ...offerBase, id: buyOfferId, type: 'bid', userId: buyerId, premium: undefined, matches: [sellOfferId] }, tradeRng, now),
    );
  }

  /** Raises the contract's dispute; a resolved one gets a mediator's outcome. */
  function raiseDispute(contract: ContractRecord, { date, open }: { date: Date; open: boolean }): DisputeRecord {
    const dispute = buildDispute({ contractId: contract.id, date }, disputeRng, now);
    dispute.initiator = dispute.initiatorRole === 'buyer' ? contract.buyerId : contract.sellerId;
    contract.isEmailRequired = dispute.reason.startsWith('noPayment');
    contract.isChatActive = open;
    contract.lastModified = date;
    if (open) {
      contract.tradeStatus = 'dispute';
      return dispute;
    }
    const outcome = disputeRng.pick(DISPUTE_OUTCOMES);
    Object.assign(dispute, {
      outcome,
      winner: outcome === 'buyerWins' ? 'buyer' : outcome === 'sellerWins' ? 'seller' : undefined,
      resolvedDate: new Date(date.getTime() + disputeRng.int(2, 96) * 3_600_000),
      resolvedBy: disputeRng.pick(mediators),
      resolutionReason: disputeRng.pick([
        'Proof of payment checked',
        'No proof of payment provided',
        'Both parties agreed',
        'Counterparty unresponsive',
      ]),
      isBuyerPaymentDataIncorrect: false,
      isSellerPaymentDataIncorrect: disputeRng.chance(0.1),
      outcomeAcknowledgedBy: disputeRng.chance(0.7) ? ['buyer', 'seller'] : ['seller'],
    } satisfies Partial<DisputeRecord>);
    contract.tradeStatus = OUTCOME_STATUS[outcome];
    contract.canceled = contract.tradeStatus === 'tradeCanceled';
    contract.canceledBy = contract.canceled ? 'mediator' : undefined;
    contract.lastModified = dispute.resolvedDate!;
    if (contract.tradeStatus === 'tradeCompleted') {
      contract.paymentConfirmed = dispute.resolvedDate;
      contract.releaseTxId = fake.txid(disputeRng);
    }
    return dispute;
  }

  /** The chat of a contract: every disputed one (more than one 21-message page), a share of the rest. */
  function chat(contract: ContractRecord, dispute: DisputeRecord | undefined): ChatMessageRecord[] {
    if (!dispute && !chatRng.chance(size.chatShare)) return [];
    const count = dispute ? chatRng.int(...size.disputeChat) : chatRng.int(2, 15);
    const start = contract.creationDate.getTime();
    const last = dispute ? (dispute.resolvedDate?.getTime() ?? dispute.date.getTime() + 2 * DAY) : contract.lastModified.getTime();
    const end = Math.max(start + 60_000, Math.min(now.getTime(), last));
    const step = (end - start) / (count + 1);
    const both = [contract.buyerId, contract.sellerId];
    const messages: ChatMessageRecord[] = [];
    for (let i = 0; i < count; i++) {
      const from = chatRng.chance(0.5) ? contract.buyerId : contract.sellerId;
      messages.push(
        buildChatMessage(
          {
            contractId: contract.id,
            from,
            date: new Date(Math.round(start + step * (i + 1))),
            message: chatRng.pick(CHAT_LINES),
            readBy: chatRng.chance(0.85) ? both : [from],
          },
          chatRng,
          now,
        ),
      );
    }
    if (dispute) {
      const system = (message: string, date: Date): ChatMessageRecord => ({
        contractId: contract.id,
        from: 'system',
        date,
        message,
        readBy: both,
        signature: '',
      });
      messages.push(
        system(
          `chat.systemMessage.disputeStarted.${dispute.initiatorRole}.${dispute.reason}::Peach${dispute.initiator.slice(0, 8)}`,
          dispute.date,
        ),
        system('chat.systemMessage.mediatorWillJoinSoon', new Date(dispute.date.getTime() + 1000)),
      );
      if (dispute.outcome && dispute.resolvedDate) {
        messages.push(system(`chat.systemMessage.dispute.outcome.${dispute.outcome}`, dispute.resolvedDate));
      }
      messages.sort((a, b) => a.date.getTime() - b.date.getTime());
    }
    contract.messages = messages.length;
    contract.unreadMessages = contract.isChatActive ? chatRng.int(0, 3) : 0;
    return messages;
  }

  // contracts in chunks, each chunk one transaction
  for (let first = 0; first < size.contracts; first += CHUNK) {
    const out = { offers: [] as OfferRecord[], contracts: [] as ContractRecord[], disputes: [] as DisputeRecord[] };
    for (let k = first; k < Math.min(size.contracts, first + CHUNK); k++) trade(k, out);
    const disputeOf = new Map(out.disputes.map((d) => [d.contractId, d]));
    const messages = out.contracts.flatMap((contract) => chat(contract, disputeOf.get(contract.id)));
    await emit([
      part(OFFERS, out.offers),
      part(CONTRACTS, out.contracts),
      part(DISPUTES, out.disputes),
      part(CHAT_MESSAGES, messages),
    ]);
  }

  // offers still looking for a match
  const offerRng = new Rng(0x0ffe5);
  const openOffers = Array.from({ length: size.openOffers }, () => {
    const currency = offerRng.weighted(CURRENCIES);
    const methods = methodsFor(currency);
    const chosen = [...new Set([offerRng.pick(methods), offerRng.pick(methods)])];
    return buildOffer(
      {
        id: String(nextOfferId++),
        userId: pickUser(offerRng),
        meansOfPayment: { [currency]: chosen },
        paymentData: Object.fromEntries(chosen.map((m) => [m, { hashes: [offerRng.hex(64)] }])),
        tradeStatus: offerRng.weighted([
          ['searchingForPeer', 6],
          ['hasMatchesAvailable', 2],
          ['offerCanceled', 1],
          ['fundEscrow', 1],
        ] as const),
        creationDate: new Date(now.getTime() - Math.round(offerRng.next() * 20 * DAY)),
      },
      offerRng,
      now,
    );
  });

  // payouts: part of the organizer share of some events is paid out already
  const payoutRng = new Rng(0x9a704);
  const payouts: Payout[] = [];
  SEED_EVENTS.forEach((seed, i) => {
    if (!seed.paidOut) return;
    const event = events[i];
    const { organizerPayoutShareSats } = computeRevenue(cashTrades.get(cashMethodFor(event.id)) ?? [], []);
    let remaining = Math.floor(organizerPayoutShareSats * seed.paidOut);
    const parts = payoutRng.int(1, 3);
    for (let p = 0; p < parts && remaining > 0; p++) {
      const amountSats = p === parts - 1 ? remaining : Math.max(1, Math.floor(remaining / (parts - p)));
      remaining -= amountSats;
      const date = new Date(now.getTime() - ((p + 1) * 30 + payoutRng.int(0, 9)) * DAY);
      payouts.push(buildPayout({ eventId: event.id, amountSats, date }, payoutRng, now));
    }
  });
  await emit([part(OFFERS, openOffers), part(PAYOUTS, payouts)]);
}

/** The logo of each seeded event (by SEED_EVENTS index): its file name and SVG, or none. */
export function seedLogos(): ({ file: string; svg: string } | undefined)[] {
  const rng = new Rng(0x10905);
  return SEED_EVENTS.map((seed) =>
    seed.color ? { file: `${rng.hex(32)}.svg`, svg: logoSvg(seed.color, initials(seed.shortName)) } : undefined,
  );
}

/** Everything generateSeed emits, by table name (for tests). */
export async function collectSeed(scale: SeedScale, now = new Date()): Promise<Map<string, unknown[]>> {
  const tables = new Map<string, unknown[]>();
  await generateSeed(scale, now, async (parts) => {
    for (const { def, records } of parts) tables.set(def.name, [...(tables.get(def.name) ?? []), ...records]);
  });
  return tables;
}

/* ---------- writing ---------- */

const DATA_TABLES = ['chat_messages', 'disputes', 'contracts', 'offers', 'users', 'payouts', 'events', 'staff_tokens', 'staff'];

/** User statistics that agree with the seeded contracts and disputes (aggregated once, then joined). */
const USER_STATISTICS = [
  'DROP TABLE IF EXISTS temp.trade_stats',
  'CREATE TEMP TABLE trade_stats (user_id TEXT PRIMARY KEY, trades INTEGER, canceled INTEGER, opened INTEGER)',
  `INSERT INTO temp.trade_stats
     SELECT user_id, sum(status = 'tradeCompleted'), sum(status = 'tradeCanceled'), count(*)
     FROM (SELECT seller_id AS user_id, trade_status AS status FROM contracts
           UNION ALL SELECT buyer_id, trade_status FROM contracts)
     GROUP BY user_id`,
  'DROP TABLE IF EXISTS temp.dispute_stats',
  'CREATE TEMP TABLE dispute_stats (user_id TEXT PRIMARY KEY, opened INTEGER, won INTEGER, lost INTEGER, resolved INTEGER)',
  `INSERT INTO temp.dispute_stats
     SELECT user_id, sum(opened), sum(won), sum(lost), sum(resolved)
     FROM (SELECT initiator AS user_id, 1 AS opened, 0 AS won, 0 AS lost, 0 AS resolved FROM disputes
           UNION ALL SELECT c.seller_id, 0, d.winner = 'seller', d.winner = 'buyer', d.resolved_date IS NOT NULL
             FROM disputes d JOIN contracts c ON c.id = d.contract_id
           UNION ALL SELECT c.buyer_id, 0, d.winner = 'buyer', d.winner = 'seller', d.resolved_date IS NOT NULL
             FROM disputes d JOIN contracts c ON c.id = d.contract_id)
     GROUP BY user_id`,
  `UPDATE users SET trades = 0, canceled_trades = 0, opened_trades = 0, rating_count = 0,
     disputes = json_object('opened', 0, 'won', 0, 'lost', 0, 'resolved', 0)`,
  `UPDATE users SET trades = s.trades, canceled_trades = s.canceled, opened_trades = s.opened, rating_count = s.trades * 4 / 5
     FROM temp.trade_stats s WHERE s.user_id = users.id`,
  `UPDATE users SET disputes = json_object('opened', s.opened, 'won', s.won, 'lost', s.lost, 'resolved', s.resolved)
     FROM temp.dispute_stats s WHERE s.user_id = users.id`,
  `UPDATE users SET medals = (SELECT json_group_array(value) FROM (
     SELECT value FROM json_each(users.medals) WHERE value <> 'superTrader'
     UNION ALL SELECT 'superTrader' WHERE users.trades >= 20))`,
  'DROP TABLE temp.trade_stats',
  'DROP TABLE temp.dispute_stats',
];

/**
 * Writes a whole seed: wipes the data tables, inserts chunk by chunk, writes the logo files.
 * Secondary indexes are dropped meanwhile and rebuilt at the end (a third faster at 100 000
 * contracts than growing them row by row); their definitions come from the schema itself.
 */
export async function writeSeed(db: Db, scale: SeedScale, logoDir: string, now = new Date()): Promise<void> {
  await db.batch(DATA_TABLES.map((table) => `DELETE FROM ${table}`), 'write');
  const { rows: indexes } = await db.execute({
    sql: `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
          AND tbl_name IN (${DATA_TABLES.map(() => '?').join(', ')})`,
    args: DATA_TABLES,
  });
  await db.batch(indexes.map((index) => `DROP INDEX "${String(index.name)}"`), 'write');
  try {
    await generateSeed(scale, now, (parts) =>
      db.batch(parts.flatMap(({ def, records }) => insertStatements(def, records)), 'write').then(() => undefined),
    );
  } finally {
    await db.batch(indexes.map((index) => String(index.sql)), 'write');
  }
  if (scale === 'empty') return;
  await db.batch(USER_STATISTICS, 'write');
  await mkdir(logoDir, { recursive: true });
  await Promise.all(seedLogos().map((logo) => logo && writeFile(join(logoDir, logo.file), logo.svg)));
}

export interface SeedOptions {
  scale: SeedScale;
  logoDir: string;
  now?: Date;
}

/**
 * Seeds once: when the database has not been seeded yet (a half-finished earlier seed is
 * wiped and redone). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (await seededScale(db)) return false;
  await writeSeed(db, options.scale, options.logoDir, options.now);
  await db.execute({
    sql: "INSERT INTO meta (key, value) VALUES ('seeded', ?)",
    args: [JSON.stringify({ scale: options.scale, at: new Date().toISOString() })],
  });
  return true;
}

/** Which scale a database was seeded with (null before seeding). */
export async function seededScale(db: Db): Promise<SeedScale | null> {
  const { rows } = await db.execute("SELECT value FROM meta WHERE key = 'seeded'");
  return rows.length ? (JSON.parse(String(rows[0].value)) as { scale: SeedScale }).scale : null;
}
