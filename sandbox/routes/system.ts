import type { Info, Pricebook } from '../../src/api/types';
import { baseInfo, PRICES } from '../catalogue';
import { cashMethodFor } from '../eventRules';
import type { Deps, RouteHandlers } from '../http';

/** Public platform information: GET /v1/info and GET /v1/market/prices. */
export function systemRoutes(deps: Deps): RouteHandlers {
  return {
    /** The catalogue, plus one anonymous cash method per event (`cash.<eventId>`). */
    'GET /v1/info': async (c) => {
      const info: Info = baseInfo();
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
