import type { Page, TradeSearchRow, TradeStatus } from '../../src/contract';
import { parseQuery, prefixEnd } from '../../src/domain/search';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { count, pagingOf, searchText } from '../http/paging';
import type { Wire } from '../db/records';

/**
 * GET /v1/pwt/trade/search?query=: contracts by contract id (or its start, or PC‑hex‑hex) and by a
 * party's id prefix (at least 4 hex characters, or Peach + hex). Each branch is an index range.
 */

/** ?query&page&size → Page<TradeSearchRow>, newest first. */
const searchTrades =
  ({ search }: Deps): AppHandler =>
  async (c) => {
    const parsed = parseQuery(searchText(c));
    const { size, offset } = pagingOf(c);
    const branches: string[] = [];
    const args: string[] = [];
    if (parsed.contractPrefix) {
      branches.push("SELECT id, 'contractId' AS matched FROM contracts WHERE id >= ? AND id < ?");
      args.push(parsed.contractPrefix, prefixEnd(parsed.contractPrefix));
    }
    if (parsed.userPrefix) {
      branches.push("SELECT id, 'sellerId' AS matched FROM contracts WHERE seller_id >= ? AND seller_id < ?");
      branches.push("SELECT id, 'buyerId' AS matched FROM contracts WHERE buyer_id >= ? AND buyer_id < ?");
      args.push(parsed.userPrefix, prefixEnd(parsed.userPrefix), parsed.userPrefix, prefixEnd(parsed.userPrefix));
    }
    if (!branches.length) return c.json<Page<Wire<TradeSearchRow>>>({ items: [], total: 0 });
    // a contract matched twice (both parties share the prefix) is listed once, by its first match
    const hits = `WITH hits AS (${branches.join(' UNION ALL ')}), first AS (SELECT id, min(matched) AS matched FROM hits GROUP BY id)`;
    // on the search reader: a short prefix at a deep page reads thousands of rows (searchReader.ts)
    const [total, page] = await search.batch([
      { sql: `${hits} SELECT count(*) AS n FROM first`, args },
      {
        sql: `${hits} SELECT c.id, c.creation_date, c.seller_id, c.buyer_id, c.amount, c.currency, c.price, c.premium,
                c.payment_method, c.trade_status, f.matched
              FROM first f JOIN contracts c ON c.id = f.id ORDER BY c.creation_date DESC, c.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      },
    ]);
    const items = page.rows.map(
      (r): Wire<TradeSearchRow> => ({
        id: String(r.id),
        creationDate: String(r.creation_date),
        sellerId: String(r.seller_id),
        buyerId: String(r.buyer_id),
        amount: Number(r.amount),
        currency: String(r.currency),
        price: Number(r.price),
        premium: Number(r.premium),
        paymentMethod: String(r.payment_method),
        tradeStatus: String(r.trade_status) as TradeStatus,
        matchedBy: r.matched as TradeSearchRow['matchedBy'],
      }),
    );
    return c.json<Page<Wire<TradeSearchRow>>>({ items, total: count(total.rows[0]) });
  };

export function tradeRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/trade/search': searchTrades(deps),
  };
}
