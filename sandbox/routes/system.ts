import type { Info, Pricebook } from '../../src/api/types';
import { baseInfo, PRICES } from '../catalogue';
import { DEFAULT_TRADE_AMOUNT_MAX_SATS, DEFAULT_TRADE_AMOUNT_MIN_SATS } from '../../src/domain/constants';
import { cashMethodFor } from '../eventRules';
import type { Deps, RouteHandlers } from '../http';

/** A whole positive number of sats from the environment, or undefined. */
function satsFromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** Public platform information: GET /v1/info and GET /v1/market/prices. */
export function systemRoutes(deps: Deps): RouteHandlers {
  return {
    /**
     * The catalogue, plus one anonymous cash method per event (`cash.<eventId>`), and the trade
     * bounds in sats: spec §9's, unless SANDBOX_TRADE_MIN_SATS / SANDBOX_TRADE_MAX_SATS say otherwise
     * (so that a test can see the console take the server's bounds).
     */
    'GET /v1/info': async (c) => {
      const info: Info = {
        ...baseInfo(),
        minTradingAmount: satsFromEnv('SANDBOX_TRADE_MIN_SATS') ?? DEFAULT_TRADE_AMOUNT_MIN_SATS,
        maxTradingAmount: satsFromEnv('SANDBOX_TRADE_MAX_SATS') ?? DEFAULT_TRADE_AMOUNT_MAX_SATS,
      };
      const { rows } = await deps.db.execute('SELECT id, currencies FROM events ORDER BY id');
      for (const row of rows) {
        info.paymentMethods.push({
          id: cashMethodFor(String(row.id)),
          currencies: JSON.parse(String(row.currencies)) as string[],
          anonymous: true,
        });
      }
      return c.json(info);
    },

    'GET /v1/market/prices': (c) => c.json<Pricebook>(PRICES),
  };
}
