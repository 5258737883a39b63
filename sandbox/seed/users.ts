import { buildUser } from './fixtures';
import { Rng } from './random';
import { USERS } from '../db/tables';
import { part, type SeedContext } from './context';

/** The users; the first tenth are the busy traders. */
export async function seedUsers(ctx: SeedContext): Promise<void> {
  const userRng = new Rng(0x05e75);
  const users = Array.from({ length: ctx.size.users }, () => buildUser({}, userRng, ctx.now));
  await ctx.emit([part(USERS, users)]);
  ctx.userIds = users.map((u) => u.id);
}

/** A user for a trade or an offer: half of the picks go to the busy tenth. */
export function pickUser(ctx: SeedContext, rng: Rng, not?: string): string {
  const { userIds } = ctx;
  const busy = Math.max(1, Math.floor(userIds.length / 10));
  for (;;) {
    const id = userIds[rng.chance(0.5) ? rng.int(0, busy - 1) : rng.int(0, userIds.length - 1)];
    if (id !== not) return id;
  }
}

/** User statistics that agree with the seeded contracts and disputes (aggregated once, then joined). */
export const USER_STATISTICS = [
  'DROP TABLE IF EXISTS temp.trade_stats',
  'CREATE TEMP TABLE trade_stats (user_id TEXT PRIMARY KEY, trades INTEGER, canceled INTEGER, opened INTEGER)',
  `INSERT INTO temp.trade_stats
     SELECT user_id, sum(status = 'tradeCompleted'), sum(status = 'tradeCanceled'), count(*)
     FROM (SELECT seller_id AS user_id, trade_status AS status FROM contracts
           UNION ALL SELECT buyer_id, trade_status FROM contracts)
     GROUP BY user_id`,
  'DROP TABLE IF EXISTS temp.dispute_stats',
  'CREATE TEMP TABLE dispute_stats (user_id TEXT PRIMARY KEY, opened INTEGER, won INTEGER, lost INTEGER, resolved INTEGER)',
  `INSERT INTO temp.dispute_stats
     SELECT user_id, sum(opened), sum(won), sum(lost), sum(resolved)
     FROM (SELECT initiator AS user_id, 1 AS opened, 0 AS won, 0 AS lost, 0 AS resolved FROM disputes
           UNION ALL SELECT c.seller_id, 0, d.winner IS 'seller', d.winner IS 'buyer', d.resolved_date IS NOT NULL
             FROM disputes d JOIN contracts c ON c.id = d.contract_id
           UNION ALL SELECT c.buyer_id, 0, d.winner IS 'buyer', d.winner IS 'seller', d.resolved_date IS NOT NULL
             FROM disputes d JOIN contracts c ON c.id = d.contract_id)
     GROUP BY user_id`,
  `UPDATE users SET trades = 0, canceled_trades = 0, opened_trades = 0, rating_count = 0,
     disputes = json_object('opened', 0, 'won', 0, 'lost', 0, 'resolved', 0)`,
  `UPDATE users SET trades = s.trades, canceled_trades = s.canceled, opened_trades = s.opened, rating_count = s.trades * 4 / 5
     FROM temp.trade_stats s WHERE s.user_id = users.id`,
  `UPDATE users SET disputes = json_object('opened', s.opened, 'won', s.won, 'lost', s.lost, 'resolved', s.resolved)
     FROM temp.dispute_stats s WHERE s.user_id = users.id`,
  `UPDATE users SET medals = (SELECT json_group_array(value) FROM (
     SELECT value FROM json_each(users.medals) WHERE value <> 'superTrader'
     UNION ALL SELECT 'superTrader' WHERE users.trades >= 20))`,
  'DROP TABLE temp.trade_stats',
  'DROP TABLE temp.dispute_stats',
];

