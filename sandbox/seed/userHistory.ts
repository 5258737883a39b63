import type { BonusPointsReason, LinkReason } from '../../src/contract';
import { buildOffer } from './fixtures';
import { Rng } from './random';
import type { BanLogRecord, BonusPointsRecord, LinkedAccountRecord, LoginHistoryRecord, TradingLimitRecord } from '../db/userRecords';
import type { OfferRecord, UserRecord } from '../db/records';
import { ESCROW_FUNDING } from '../db/offerTables';
import { OFFERS, USERS } from '../db/tables';
import { BAN_LOG, BONUS_POINTS_HISTORY, LINKED_ACCOUNTS, LOGIN_HISTORY, TRADING_LIMITS } from '../db/userTables';
import { DAY, part, type SeedContext } from './context';
import { escrowOffers } from './escrows';
import { seedMediatorIds } from './staff';
import { seedUsers } from './users';

/**
 * What the staff read about a user beyond the profile (docs/decisions/lookup.md): login history,
 * linked accounts, bonus-points history ending at each user's balance, trading limits that differ
 * from the defaults, and payment-data hashes reused across accounts (as canceled offers sharing a
 * hash) with bans of some of those accounts. The escrows of seed/escrows.ts are drawn last from
 * the same Rng, so the data stays as it was seeded before the two were named apart.
 */

const COUNTRIES = ['CH', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'GB', 'SE', 'PT', 'LV'];
const APP_VERSIONS = ['0.58.0', '0.59.3', '0.60.1', '0.61.0', '0.61.2'];
const REUSE_METHODS = ['sepa', 'revolut', 'wise', 'paypal', 'instantSepa'];

/** The draws every part of this seed shares: one Rng, the seeded users, days ago, a user (the busy tenth half the time). */
export interface HistoryDraw {
  rng: Rng;
  users: UserRecord[];
  ago: (days: number) => Date;
  pick: () => UserRecord;
}

/** The seeded users as records: their generator is deterministic, so running it again without writing gives the same ones. */
async function seededUsers(ctx: SeedContext): Promise<UserRecord[]> {
  let users: UserRecord[] = [];
  await seedUsers({
    ...ctx,
    emit: async (parts) => {
      users = parts.find((p) => p.def === (USERS as unknown))?.records as UserRecord[];
    },
  });
  return users;
}

export async function seedUserHistory(ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const rng = new Rng(0x100c0);
  const users = await seededUsers(ctx);
  if (!users.length) return;
  const draw: HistoryDraw = {
    rng,
    users,
    ago: (days) => new Date(now.getTime() - Math.round(days * DAY)),
    pick: () => users[rng.chance(0.5) ? rng.int(0, Math.max(0, Math.floor(users.length / 10) - 1)) : rng.int(0, users.length - 1)],
  };
  const links = linkBook();
  const logins = loginHistory(draw, links, now);
  const reuse = paymentReuse(draw, links, ctx);
  const bonus = bonusHistory(draw, now);
  const limits = tradingLimits(draw);
  const escrows = escrowOffers(draw, ctx);
  await ctx.emit([
    part(LOGIN_HISTORY, logins),
    part(LINKED_ACCOUNTS, links.records),
    part(OFFERS, [...reuse.offers, ...escrows.offers]),
    part(ESCROW_FUNDING, escrows.funding),
    part(BAN_LOG, reuse.bans),
    part(BONUS_POINTS_HISTORY, bonus),
    part(TRADING_LIMITS, limits),
  ]);
}

type LinkBook = ReturnType<typeof linkBook>;

/** Linked accounts: both directions, once per pair. */
function linkBook() {
  const records: LinkedAccountRecord[] = [];
  const linked = new Set<string>();
  const link = (a: UserRecord, b: UserRecord, reason: LinkReason, since: Date) => {
    if (a.id === b.id || linked.has(`${a.id} ${b.id}`)) return;
    linked.add(`${a.id} ${b.id}`).add(`${b.id} ${a.id}`);
    records.push({ userId: a.id, linkedId: b.id, reason, since }, { userId: b.id, linkedId: a.id, reason, since });
  };
  return { records, link };
}

/** Login history: the busy tenth log in often, others now and then; a linked device shows in both. Also the device and referral links. */
function loginHistory({ rng, users, ago, pick }: HistoryDraw, { link }: LinkBook, now: Date): LoginHistoryRecord[] {
  const logins: LoginHistoryRecord[] = [];
  const deviceOf = new Map<string, string>();
  const login = (user: UserRecord, device: string, days: number) =>
    logins.push({
      userId: user.id,
      date: ago(days),
      ip: `${rng.pick([31, 46, 77, 85, 188, 212])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      country: rng.pick(COUNTRIES),
      platform: rng.chance(0.55) ? 'ios' : 'android',
      appVersion: rng.pick(APP_VERSIONS),
      uniqueId: device,
    });
  users.forEach((user, i) => {
    deviceOf.set(user.id, user.uniqueId);
    const age = (now.getTime() - user.creationDate.getTime()) / DAY;
    const count = i < users.length / 10 ? rng.int(2, 10) : rng.chance(0.5) ? 1 : 0;
    for (let k = 0; k < count; k++) login(user, user.uniqueId, rng.next() * Math.min(age, 120));
  });
  for (let k = 0; k < Math.ceil(users.length * 0.02); k++) {
    const [a, b] = [pick(), pick()];
    const since = ago(rng.next() * 200);
    link(a, b, 'sameDevice', since);
    login(b, deviceOf.get(a.id)!, (now.getTime() - since.getTime()) / DAY);
  }
  for (let k = 0; k < Math.ceil(users.length * 0.02); k++) link(pick(), pick(), 'referral', ago(rng.next() * 400));
  return logins;
}

/** Payment data reused across accounts: canceled offers sharing a hash; about half the groups banned. */
function paymentReuse({ rng, users, ago, pick }: HistoryDraw, { link }: LinkBook, ctx: SeedContext) {
  const mediators = seedMediatorIds();
  const offers: OfferRecord[] = [];
  const bans: BanLogRecord[] = [];
  const banned = new Set(users.filter((u) => u.banned).map((u) => u.id));
  const groups = Math.max(6, Math.round(users.length / 25));
  for (let g = 0; g < groups; g++) {
    const hash = rng.hex(64);
    const method = rng.pick(REUSE_METHODS);
    const members = [...new Set(Array.from({ length: rng.int(2, 4) }, () => pick()))];
    if (members.length < 2) continue;
    const first = ago(5 + rng.next() * 300);
    members.forEach((member, k) => {
      const created = new Date(first.getTime() + k * rng.int(1, 20) * DAY);
      const type = rng.chance(0.5) ? 'ask' : 'bid';
      offers.push(
        buildOffer(
          {
            id: String(ctx.nextOfferId++),
            type,
            userId: member.id,
            creationDate: created,
            lastModified: created,
            online: false,
            meansOfPayment: { EUR: [method] },
            paymentData: { [method]: { hashes: [hash] } },
            tradeStatus: 'offerCanceled',
            refunded: type === 'ask',
            fundingStatus: type === 'ask' ? 'CANCELED' : undefined,
          },
          rng,
          ctx.now,
        ),
      );
      if (k > 0) link(members[0], member, 'samePaymentData', created);
    });
    if (g % 2 !== 0) continue;
    for (const member of members.slice(0, rng.int(1, members.length))) {
      if (banned.has(member.id)) continue;
      banned.add(member.id);
      bans.push({ userId: member.id, action: 'ban', staffId: rng.pick(mediators), date: ago(rng.next() * 4), reason: 'Payment data reused across accounts' });
    }
  }
  return { offers, bans };
}

/** Bonus points: earned by trades and referrals, some redeemed, ending at each user's balance. */
function bonusHistory(draw: HistoryDraw, now: Date): BonusPointsRecord[] {
  return draw.users.filter((user) => user.bonusPoints > 0).flatMap((user) => bonusOf(draw, user, now));
}

function bonusOf({ rng, ago, pick }: HistoryDraw, user: UserRecord, now: Date): BonusPointsRecord[] {
  const bonus: BonusPointsRecord[] = [];
  const steps = rng.int(1, 6);
  const age = (now.getTime() - user.creationDate.getTime()) / DAY;
  const redeemed = steps > 2 && user.bonusPoints >= 100 && rng.chance(0.4) ? 100 * rng.int(1, 2) : 0;
  let earnedLeft = user.bonusPoints + redeemed;
  let balance = 0;
  let redeemDone = redeemed === 0;
  const redeem = (date: Date) => {
    balance -= redeemed;
    redeemDone = true;
    bonus.push({ userId: user.id, date, points: -redeemed, balance, reason: redeemed === 100 ? 'redeemFreeTrades' : 'redeemReferralCode' });
  };
  for (let k = 0; k < steps && earnedLeft > 0; k++) {
    const points = k === steps - 1 ? earnedLeft : Math.min(earnedLeft, Math.max(1, Math.floor((earnedLeft / (steps - k)) * (0.5 + rng.next()))));
    earnedLeft -= points;
    balance += points;
    const reason: BonusPointsReason = rng.chance(0.6) ? 'trade' : 'referredTrade';
    bonus.push({
      userId: user.id,
      date: ago(age * (1 - (k + 1) / (steps + 2))),
      points,
      balance,
      reason,
      ...(reason === 'referredTrade' ? { referredUserId: pick().id } : {}),
    });
    // a redemption once enough points were there; the rest is earned afterwards
    if (!redeemDone && balance >= redeemed && k < steps - 1) redeem(ago(age * (1 - (k + 1.5) / (steps + 2))));
  }
  if (!redeemDone) redeem(ago(age / (steps + 2) / 2));
  return bonus;
}

/** Trading limits: a few verified traders with higher limits, a few held to lower ones. */
function tradingLimits({ rng, users, pick }: HistoryDraw): TradingLimitRecord[] {
  const limits: TradingLimitRecord[] = [];
  const limited = new Set<string>();
  for (let k = 0; k < Math.ceil(users.length * 0.05); k++) {
    const user = pick();
    if (limited.has(user.id)) continue;
    limited.add(user.id);
    limits.push(rng.chance(0.7) ? { userId: user.id, daily: 5_000, monthlyAnonymous: 2_000, yearly: 250_000 } : { userId: user.id, daily: 200, monthlyAnonymous: 100, yearly: 5_000 });
  }
  return limits;
}
