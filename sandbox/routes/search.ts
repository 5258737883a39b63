import { parseQuery } from '../rules/search';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf, searchText } from '../http/paging';
import { searchTrades as searchTradeRows } from '../db/store/search';

/**
 * GET /v1/pwt/trade/search?query=: contracts by contract id (or its start, or PC‑hex‑hex) and by a
 * party's id prefix (at least 4 hex characters, or Peach + hex).
 */

/** ?query&page&size → Page<TradeSearchRow>, newest first. */
const searchTrades =
  ({ search }: Deps): AppHandler =>
  async (c) =>
    c.json(await searchTradeRows(search, parseQuery(searchText(c)), pagingOf(c)));

export function searchRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/trade/search': searchTrades(deps),
  };
}
