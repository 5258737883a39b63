import type { EventRecord } from '../db/adminRecords';
import type { RevenueTrade } from '../rules/revenue';
import type { TableDef } from '../db/tables';

/**
 * What every seed area shares: the scale and its sizes, the moment of seeding, the writer, and
 * what earlier areas produced for later ones (events, user ids, cash trades, the next offer id).
 * An area reads what it needs from here and adds what later areas need.
 */

export const SCALES = ['small', 'large', 'empty'] as const;
export type SeedScale = (typeof SCALES)[number];

export function scaleFromEnv(value = process.env.SANDBOX_SCALE): SeedScale {
  if (!value) return 'small';
  if ((SCALES as readonly string[]).includes(value)) return value as SeedScale;
  throw new Error(`SANDBOX_SCALE must be one of ${SCALES.join(', ')} (got "${value}")`);
}

export interface ScaleSize {
  /** events in all: the hand-made SEED_EVENTS first, then generated meetups */
  events: number;
  /** share of all contracts paid cash at the generated meetups (together) */
  meetupCashShare: number;
  /** payouts of each generated meetup: [min, max] */
  meetupPayouts: [number, number];
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

export const SIZES: Record<SeedScale, ScaleSize> = {
  small: { events: 7, meetupCashShare: 0, meetupPayouts: [0, 0], users: 300, contracts: 1_000, disputes: 60, openOffers: 240, chatShare: 0.2, disputeChat: [22, 60] },
  // 2 000 events with about 38 000 cash trades and 50 000 payouts: the events screen at scale
  large: { events: 2_000, meetupCashShare: 0.3, meetupPayouts: [20, 30], users: 50_000, contracts: 100_000, disputes: 10_000, openOffers: 10_000, chatShare: 0.01, disputeChat: [3, 24] },
  /** staff accounts only: the platform's generators do not run */
  empty: { events: 0, meetupCashShare: 0, meetupPayouts: [0, 0], users: 0, contracts: 0, disputes: 0, openOffers: 0, chatShare: 0, disputeChat: [0, 0] },
};

export const DAY = 86_400_000;

/** Records for one table; a list of parts is written in order, in transactions of a bounded size (writeSeed). */
export interface SeedPart {
  def: TableDef<unknown>;
  records: readonly unknown[];
}
export const part = <T>(def: TableDef<T>, records: readonly T[]): SeedPart => ({ def: def as TableDef<unknown>, records });

/** Receives the generated data in dependency order (users before offers before contracts …). */
export type SeedEmit = (parts: SeedPart[]) => Promise<void>;

/** The seed facts of an event (events.ts): its record's fields and how busy it is. */
export interface SeedEvent extends Omit<EventRecord, 'id'> {
  /** logo colour; none = no logo */
  color?: string;
  /** share of the platform's contracts paid cash at this event */
  cashShare: number;
  /** how much of the organizer share was paid out already */
  paidOut: number;
}

/** A seeded event: its record and the seed facts it was made from. */
export interface SeededEvent {
  seed: SeedEvent;
  record: EventRecord;
}

export interface SeedContext {
  readonly scale: SeedScale;
  readonly size: ScaleSize;
  /** dates are relative to this moment */
  readonly now: Date;
  /** writes the parts, in order (writeSeed: in transactions of at most SEED_BATCH_ROWS rows) */
  readonly emit: SeedEmit;
  /** by events.ts: the seeded events with the seed facts they were made from */
  events: SeededEvent[];
  /** by users.ts: every user id; the first tenth are the busy traders */
  userIds: string[];
  /** by trades.ts: what the payouts need of the contracts paid cash at an event, by payment method (cash.<eventId>) */
  cashTrades: Map<string, RevenueTrade[]>;
  /** offer ids are numbers counted up across the areas that create offers */
  nextOfferId: number;
}

export const createContext = (scale: SeedScale, now: Date, emit: SeedEmit): SeedContext => ({
  scale,
  size: SIZES[scale],
  now,
  emit,
  events: [],
  userIds: [],
  cashTrades: new Map(),
  nextOfferId: 100,
});

/** One area of the seed: generates its records over the shared context and emits them. */
export type SeedGenerator = (ctx: SeedContext) => Promise<void>;
