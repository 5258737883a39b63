import type { InValue } from '@libsql/client';
import type { Db } from '../connection';
import type { OfferRecord } from '../records';
import { count } from './rows';

/**
 * The matches of an offer (routes/offers.ts): its recorded matches, and every online offer of the
 * other type, of another user, sharing a currency and method, whose amount overlaps.
 */

/** A matching offer with the pair both offers share. */
export interface FoundMatch {
  offerId: string;
  userId: string;
  creationDate: Date;
  amount: number;
  premium?: number;
  currency: string;
  paymentMethod: string;
  /** one of the offer's recorded matches */
  recorded: boolean;
}

/** The CTE naming `found`, the matching offers. */
const matchesSql = (offer: OfferRecord) => ({
  sql: `WITH mine AS (SELECT currency, method FROM offer_payment_methods WHERE offer_id = ? AND method <> '*'),
        cand AS (SELECT p.offer_id AS id, min(p.currency || ' ' || p.method) AS pair
                 FROM offer_payment_methods p JOIN mine m ON p.currency = m.currency AND p.method = m.method
                 WHERE p.offer_id <> ? GROUP BY p.offer_id),
        found AS (SELECT o.id, o.user_id, o.creation_date, o.amount, o.premium, cand.pair,
                    o.id IN (SELECT value FROM json_each(?)) AS recorded
                  FROM cand JOIN offers o ON o.id = cand.id
                  WHERE o.type <> ? AND o.user_id <> ?
                    AND (o.id IN (SELECT value FROM json_each(?))
                         OR (o.online = 1 AND o.amount <= ? AND coalesce(o.amount_max, o.amount) >= ?)))`,
  args: [
    offer.id,
    offer.id,
    JSON.stringify(offer.matches),
    offer.type,
    offer.userId,
    JSON.stringify(offer.matches),
    offer.amountMax ?? offer.amount,
    offer.amount,
  ] as InValue[],
});

/** One page of the matches, recorded ones first, then newest first, with their count. */
export async function matchPage(db: Db, offer: OfferRecord, { size, offset }: { size: number; offset: number }): Promise<{ items: FoundMatch[]; total: number }> {
  const { sql, args } = matchesSql(offer);
  const [total, page] = await db.batch(
    [
      { sql: `${sql} SELECT count(*) AS n FROM found`, args },
      {
        sql: `${sql} SELECT f.*, u.banned FROM found f JOIN users u ON u.id = f.user_id
              ORDER BY f.recorded DESC, f.creation_date DESC, f.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      },
    ],
    'read',
  );
  const items = page.rows.map((r): FoundMatch => {
    const [currency, paymentMethod] = String(r.pair).split(' ');
    return {
      offerId: String(r.id),
      userId: String(r.user_id),
      creationDate: new Date(String(r.creation_date)),
      amount: Number(r.amount),
      ...(r.premium === null || r.premium === undefined ? {} : { premium: Number(r.premium) }),
      currency,
      paymentMethod,
      recorded: Boolean(r.recorded),
    };
  });
  return { items, total: count(total.rows[0]) };
}
