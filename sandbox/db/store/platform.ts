import type { PaymentMethodInfo, Pricebook } from '../../../src/contract';
import { DEFAULT_TRADE_AMOUNT_MAX_SATS, DEFAULT_TRADE_AMOUNT_MIN_SATS } from '../../../src/contract/constants';
import { baseInfo, fieldsOf, PRICES } from '../../rules/catalogue';
import type { Db } from '../connection';
import { cashMethodFor } from '../../rules/events';

/** What the platform offers, read by /v1/info and /v1/market/prices (routes/system.ts) and the offer search's choices (routes/offers.ts). */

/** A whole positive number of sats from the environment, or undefined. */
function satsFromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The trade bounds in sats: spec §9's, unless SANDBOX_TRADE_MIN_SATS / SANDBOX_TRADE_MAX_SATS say
 * otherwise (so that a test can see the console take the server's bounds). The offer search's
 * choices (routes/offers.ts) announce the same.
 */
export const tradeBounds = (): { min: number; max: number } => ({
  min: satsFromEnv('SANDBOX_TRADE_MIN_SATS') ?? DEFAULT_TRADE_AMOUNT_MIN_SATS,
  max: satsFromEnv('SANDBOX_TRADE_MAX_SATS') ?? DEFAULT_TRADE_AMOUNT_MAX_SATS,
});

/** The catalogue's payment methods plus one anonymous cash method per event (`cash.<eventId>`). */
export async function platformPaymentMethods(db: Db): Promise<PaymentMethodInfo[]> {
  const methods = baseInfo().paymentMethods;
  const { rows } = await db.execute('SELECT id, currencies FROM events ORDER BY id');
  for (const row of rows) {
    const id = cashMethodFor(String(row.id));
    methods.push({ id, currencies: JSON.parse(String(row.currencies)) as string[], fields: fieldsOf(id), anonymous: true });
  }
  return methods;
}

/** How far back the price book looks for trades of a currency. */
export const MARKET_WINDOW_MS = 30 * 86_400_000;

/**
 * The price book (GET /v1/market/prices): per currency, the bitcoin price its contracts of the
 * last 30 days were made at, amount-weighted and without their premium (a contract's price is
 * the market price plus its premium); a currency without such trades keeps the reference book's
 * price (rules/catalogue.ts PRICES). So the book moves with the platform's trades.
 */
export async function marketPrices(db: Db, now: number): Promise<Pricebook> {
  const { rows } = await db.execute({
    sql: `SELECT currency, sum(price * 100000000.0 / (1 + premium / 100.0)) / sum(amount) AS per_btc
            FROM contracts WHERE creation_date >= ? AND amount > 0 GROUP BY currency`,
    args: [new Date(now - MARKET_WINDOW_MS).toISOString()],
  });
  const traded = Object.fromEntries(rows.map((row) => [String(row.currency), Math.round(Number(row.per_btc) * 100) / 100]));
  return { ...PRICES, ...traded, SAT: PRICES.SAT };
}
