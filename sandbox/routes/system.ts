import type { Info, Pricebook } from '../../src/contract';
import { baseInfo } from '../rules/catalogue';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { staffExtras } from '../db/store/shapes';
import { marketPrices, platformPaymentMethods, tradeBounds } from '../db/store/platform';

/** Public platform information: GET /v1/info and GET /v1/market/prices. */

/**
 * The catalogue, plus one anonymous cash method per event (`cash.<eventId>`), and the trade
 * bounds in sats: spec §9's, unless SANDBOX_TRADE_MIN_SATS / SANDBOX_TRADE_MAX_SATS say otherwise
 * (so that a test can see the console take the server's bounds).
 */
const info =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { min, max } = tradeBounds();
    // the trade bounds are ours: the platform's GetInfoResponseBody has no place for them
    const answer: Info = {
      ...baseInfo(),
      paymentMethods: await platformPaymentMethods(deps.db),
      ...staffExtras(deps.strict, { minTradingAmount: min, maxTradingAmount: max }),
    };
    return c.json(answer);
  };

/** → Pricebook: the price of 1 BTC per currency. */
const prices =
  (deps: Deps): AppHandler =>
  async (c) =>
    c.json<Pricebook>(await marketPrices(deps.db, deps.now()));

export function systemRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/info': info(deps),
    'GET /v1/market/prices': prices(deps),
  };
}
