import { request } from '../../api/client';
import type { Page, SearchQuery, TradeSearchRow } from '../../contract';

/** Trades (contracts) found by staff (spec §7). */

/** GET /v1/pwt/trade/search?query=&page=&size=: contract ids (or PC‑hex‑hex) and party id prefixes. */
export const searchTrades = (query: SearchQuery, signal?: AbortSignal) =>
  request<Page<TradeSearchRow>>('/pwt/trade/search', { query: { ...query }, signal });
