import type { InStatement, InValue } from '@libsql/client';
import type { OfferAnswer, OfferSearch } from '../../../src/contract';
import type { SearchReader } from '../../http/context';
import type { Db } from '../connection';
import { fromRow, OFFERS } from '../tables';
import { offersOf } from './offers';
import { count } from './rows';

/**
 * The staff offer search (POST /v1/pwt/offer/search; its body is checked by http/offerSearch.ts)
 * as SQL. Searches by payment method go through offer_payment_methods (kept by triggers from offers).
 */

/**
 * The search as SQL: the ids of one page of matching offers (newest first) and their count.
 * With means of payment it runs over offer_payment_methods (one covering index range per
 * currency and method; '*' rows stand for "any method"), else over the covering index offers_search.
 */
function searchSql(search: OfferSearch, size: number, offset: number): { count: InStatement; page: InStatement } {
  const currencies = Object.entries(search.meansOfPayment ?? {});
  const viaMethods = currencies.length > 0;
  const parts: string[] = [];
  const args: InValue[] = [];
  if (viaMethods) {
    const pairs = currencies.map(([currency, methods]) => {
      args.push(currency, ...(methods.length ? methods : ['*']));
      return `(currency = ? AND method IN (${(methods.length ? methods : ['*']).map(() => '?').join(', ')}))`;
    });
    parts.push(`(${pairs.join(' OR ')})`);
  }
  if (search.online !== undefined) {
    parts.push('online = ?');
    args.push(search.online ? 1 : 0);
  }
  if (search.type) {
    parts.push('type = ?');
    args.push(search.type);
  }
  if (search.amount) {
    parts.push(viaMethods ? 'amount <= ? AND amount_max >= ?' : 'amount <= ? AND coalesce(amount_max, amount) >= ?');
    args.push(search.amount[1], search.amount[0]);
  }
  const id = viaMethods ? 'offer_id' : 'id';
  if (search.kyc !== undefined) {
    parts.push(`EXISTS (SELECT 1 FROM offers k JOIN users u ON u.id = k.user_id WHERE k.id = s.${id} AND u.kyc = ?)`);
    args.push(search.kyc ? 1 : 0);
  }
  const from = `FROM ${viaMethods ? 'offer_payment_methods' : 'offers'} s ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''}`;
  // one currency and at most one method: each offer has one row, so no de-duplication
  const single = !viaMethods || (currencies.length === 1 && currencies[0][1].length <= 1);
  if (single) {
    return {
      count: { sql: `SELECT count(*) AS n ${from}`, args },
      page: { sql: `SELECT ${id} AS id ${from} ORDER BY creation_date DESC, ${id} LIMIT ? OFFSET ?`, args: [...args, size, offset] },
    };
  }
  return {
    count: { sql: `SELECT count(DISTINCT offer_id) AS n ${from}`, args },
    page: {
      sql: `SELECT offer_id AS id, max(creation_date) AS created ${from} GROUP BY offer_id ORDER BY created DESC, offer_id LIMIT ? OFFSET ?`,
      args: [...args, size, offset],
    },
  };
}

/**
 * One page of the search's offers, newest first, as the platform's Offers, with their count. The
 * ids are found on the search reader (kyc or many currencies and methods read most offers,
 * workers/searchReader.ts), the offers read by id on the server's connection.
 */
export async function searchOfferPage(
  reader: SearchReader,
  db: Db,
  search: OfferSearch,
  { size, offset }: { size: number; offset: number },
  strict: boolean,
): Promise<{ offers: OfferAnswer[]; total: number }> {
  const sql = searchSql(search, size, offset);
  const [total, ids] = await reader.batch([sql.count, sql.page]);
  const order = ids.rows.map((r) => String(r.id));
  const { rows } = await db.execute({
    sql: `SELECT ${OFFERS.select} FROM offers WHERE id IN (${order.map(() => '?').join(', ') || 'NULL'})`,
    args: order,
  });
  const byId = new Map(rows.map((r) => fromRow(OFFERS, r)).map((o) => [o.id, o]));
  const offers = await offersOf(db, order.map((id) => byId.get(id)!).filter(Boolean), strict);
  return { offers, total: count(total.rows[0]) };
}
