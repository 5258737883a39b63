import type { TradeStatus } from '../../src/contract/trade';
import { DAY } from './context';
import type { Rng } from './random';

/**
 * The two dates the demo data is built around, the sandbox's own: the platform's public start
 * (the console's analytics preset "genesis" begins there) and the days of the Baltic Honeybadger
 * conference of 2024 (its preset "riga"). tests/unit/platformParity.test.ts holds them to the
 * console's presets.
 */
export const GENESIS_DAY = '2022-09-01';
export const RIGA_2024 = ['2024-08-24', '2024-08-25'] as const;

export const ONGOING: readonly (readonly [TradeStatus, number])[] = [
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
export const FINISHED = new Set<TradeStatus>(['tradeCompleted', 'tradeCanceled', 'rateUser']);

/**
 * When a trade began (docs/decisions/demo-data.md): a plausible history, not a flat year and a
 * spike. Finished trades run from the platform's start (GENESIS_DAY), half of them
 * growing steadily since then, half in the growth of the last months (an exponential with a
 * 60-day scale); trades still under way began in the last three weeks, more of them recently.
 * So every analytics preset from genesis to today has trades, and the last weeks rise smoothly.
 */
const GENESIS_MS = Date.parse(`${GENESIS_DAY}T00:00:00Z`);
const RECENT_GROWTH_DAYS = 60;
const UNDER_WAY_DAYS = 21;

export function finishedTradeStart(rng: Rng, now: Date): Date {
  const span = now.getTime() - GENESIS_MS;
  const age = rng.chance(0.5) ? span * (1 - Math.sqrt(rng.next())) : Math.min(span, -Math.log(1 - rng.next()) * RECENT_GROWTH_DAYS * DAY);
  return new Date(now.getTime() - Math.round(Math.max(age, 3_600_000)));
}

export function ongoingTradeStart(rng: Rng, now: Date): Date {
  // density falling linearly from now to UNDER_WAY_DAYS ago: older trades have mostly ended
  return new Date(now.getTime() - Math.round((1 - Math.sqrt(1 - rng.next())) * UNDER_WAY_DAYS * DAY));
}

/**
 * The Baltic Honeybadger's cash trades happen at the conference (peach-domain.md): on its two days
 * of 2023, 2024 (RIGA_2024, the console's analytics preset "riga") and 2025, between 10:00 and 20:00 UTC.
 */
export function rigaTradeStart(rng: Rng): Date {
  const day = rng.pick(['2023-08-25', ...RIGA_2024, '2025-08-29']);
  return new Date(Date.parse(`${day}T10:00:00Z`) + rng.int(0, 10 * 60) * 60_000);
}
