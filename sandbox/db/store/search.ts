import type { Page, TradeSearchRow, TradeStatus, UserSearchRow } from '../../../src/contract';
import type { SearchReader } from '../../http/context';
import { prefixEnd, type ParsedQuery } from '../../rules/search';
import type { Wire } from '../records';
import { count } from './rows';

/**
 * The look-up searches (routes/users.ts, routes/search.ts) on the search reader
 * (workers/searchReader.ts): a short prefix at a deep page can read thousands of rows. Each
 * branch is an index range; a row matched by two branches is listed once, by its first match.
 */

type Paging = { size: number; offset: number };

const firstHits = (branches: string[]) =>
  `WITH hits AS (${branches.join(' UNION ALL ')}), first AS (SELECT id, min(matched) AS matched FROM hits GROUP BY id)`;

/** Users by id prefix, a linked account's id prefix, or the whole referral code; oldest first. */
export async function searchUsers(search: SearchReader, parsed: ParsedQuery, { size, offset }: Paging): Promise<Page<Wire<UserSearchRow>>> {
  const branches: string[] = [];
  const args: (string | number)[] = [];
  if (parsed.userPrefix) {
    branches.push("SELECT id, 'id' AS matched FROM users WHERE id >= ? AND id < ?");
    args.push(parsed.userPrefix, prefixEnd(parsed.userPrefix));
    branches.push("SELECT user_id AS id, 'linkedId' AS matched FROM linked_accounts WHERE linked_id >= ? AND linked_id < ?");
    args.push(parsed.userPrefix, prefixEnd(parsed.userPrefix));
  }
  branches.push("SELECT id, 'referralCode' AS matched FROM users WHERE referral_code = ?");
  args.push(parsed.text.toUpperCase());
  const hits = firstHits(branches);
  const [total, page] = await search.batch([
    { sql: `${hits} SELECT count(*) AS n FROM first`, args },
    {
      sql: `${hits} SELECT u.id, u.creation_date, u.trades, u.rating, u.banned, u.disabled, u.kyc, u.referral_code, f.matched
            FROM first f JOIN users u ON u.id = f.id ORDER BY u.creation_date, u.id LIMIT ? OFFSET ?`,
      args: [...args, size, offset],
    },
  ]);
  const items = page.rows.map(
    (r): Wire<UserSearchRow> => ({
      id: String(r.id),
      creationDate: String(r.creation_date),
      trades: Number(r.trades),
      rating: Number(r.rating),
      banned: Boolean(r.banned),
      disabled: Boolean(r.disabled),
      kyc: Boolean(r.kyc),
      ...(r.referral_code ? { referralCode: String(r.referral_code) } : {}),
      matchedBy: r.matched as UserSearchRow['matchedBy'],
    }),
  );
  return { items, total: count(total.rows[0]) };
}

/** Contracts by contract id (or its start) and by a party's id prefix; newest first. */
export async function searchTrades(search: SearchReader, parsed: ParsedQuery, { size, offset }: Paging): Promise<Page<Wire<TradeSearchRow>>> {
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
  if (!branches.length) return { items: [], total: 0 };
  const hits = firstHits(branches);
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
  return { items, total: count(total.rows[0]) };
}
