import { SEEDED } from './seededGate';
import { ESCROW_FILL } from './escrowRollup';
import { HASH_FILL } from './hashRollup';
import { ANALYTICS_FILL } from './analyticsRollup';

/**
 * Day rollups of contracts, offers and users for the analytics answers (docs/decisions/admin.md: within
 * the analytics budget at the large scale, which scanning every offer and contract is not).
 * Triggers keep them exact on every insert, update and delete of the source rows, so an answer
 * read from a rollup equals the same SQL over the source table; migration 42 creates them and
 * fills them from the rows already there. db/store/analytics.ts reads them for the whole UTC days
 * of a period and the source tables only for a period's partial first and last day. Offers by
 * currency and method, and sign-ups by referral code: analyticsRollup.ts.
 */

/** Finished successfully: paid and confirmed (rateUser is the rating step after the release). */
export const completedOf = (row = ''): string => `${row}trade_status IN ('tradeCompleted', 'rateUser')`;
export const canceledOf = (row = ''): string => `${row}trade_status = 'tradeCanceled'`;
/** Buyer and seller fee of a contract in sats. */
export const feesOf = (row = ''): string => `CAST(round(${row}amount * (${row}buyer_fee + ${row}seller_fee)) AS INTEGER)`;

type Ref = 'NEW' | 'OLD';

/** An upsert adding (NEW) or taking away (OLD) one source row's share of its rollup row. */
function upsert(table: string, keys: [string, string][], values: [string, string][], ref: Ref): string {
  const sign = ref === 'NEW' ? '' : '-';
  const columns = [...keys, ...values];
  return `INSERT INTO ${table} (${columns.map(([c]) => c).join(', ')})
    VALUES (${[...keys.map(([, e]) => e), ...values.map(([, e]) => `${sign}(${e})`)].join(', ')})
    ON CONFLICT (${keys.map(([c]) => c).join(', ')}) DO UPDATE SET ${values.map(([c]) => `${c} = ${c} + excluded.${c}`).join(', ')};`;
}

function triggers(source: string, table: string, watched: string[], share: (ref: Ref) => { keys: [string, string][]; values: [string, string][] }): string[] {
  const apply = (ref: Ref) => {
    const { keys, values } = share(ref);
    return upsert(table, keys, values, ref);
  };
  return [
    `CREATE TRIGGER ${table}_insert AFTER INSERT ON ${source} WHEN ${SEEDED} BEGIN ${apply('NEW')} END`,
    `CREATE TRIGGER ${table}_delete AFTER DELETE ON ${source} WHEN ${SEEDED} BEGIN ${apply('OLD')} END`,
    `CREATE TRIGGER ${table}_update AFTER UPDATE OF ${watched.join(', ')} ON ${source} WHEN ${SEEDED} BEGIN ${apply('OLD')} ${apply('NEW')} END`,
  ];
}

const contractShare = (ref: Ref) => {
  const r = `${ref}.`;
  return {
    keys: [
      ['day', `substr(${r}creation_date, 1, 10)`],
      ['currency', `${r}currency`],
      ['payment_method', `${r}payment_method`],
    ] as [string, string][],
    values: [
      ['trades', '1'],
      ['completed', completedOf(r)],
      ['canceled', canceledOf(r)],
      ['volume', `CASE WHEN ${completedOf(r)} THEN ${r}amount ELSE 0 END`],
      ['fees', `CASE WHEN ${completedOf(r)} THEN ${feesOf(r)} ELSE 0 END`],
    ] as [string, string][],
  };
};

/** The same figures by day only: the unfiltered series reads a row per day, not per method. */
const contractDayShare = (ref: Ref) => {
  const share = contractShare(ref);
  return { keys: share.keys.slice(0, 1), values: share.values };
};

/** Trades and volume by day and one breakdown key (the unfiltered byCurrency / byPaymentMethod). */
const contractBreakdownShare = (column: 'currency' | 'payment_method') => (ref: Ref) => {
  const share = contractShare(ref);
  return {
    keys: share.keys.filter(([key]) => key === 'day' || key === column),
    values: share.values.filter(([value]) => value === 'trades' || value === 'volume'),
  };
};

const offerShare = (ref: Ref) => {
  const r = `${ref}.`;
  return {
    keys: [['day', `substr(${r}creation_date, 1, 10)`]] as [string, string][],
    values: [
      ['offers', '1'],
      ['asks', `${r}type = 'ask'`],
      ['bids', `${r}type = 'bid'`],
      ['online', `${r}online`],
      ['matched', `${r}contract_id IS NOT NULL`],
    ] as [string, string][],
  };
};

const userShare = (ref: Ref) => ({
  keys: [['day', `substr(${ref}.creation_date, 1, 10)`]] as [string, string][],
  values: [['users', '1']] as [string, string][],
});

/** Fills the (empty) rollups from the source tables. */
const ROLLUP_FILL: string[] = [
  `INSERT INTO contract_days (day, currency, payment_method, trades, completed, canceled, volume, fees)
     SELECT substr(creation_date, 1, 10), currency, payment_method, count(*), sum(${completedOf()}), sum(${canceledOf()}),
            sum(CASE WHEN ${completedOf()} THEN amount ELSE 0 END), sum(CASE WHEN ${completedOf()} THEN ${feesOf()} ELSE 0 END)
     FROM contracts GROUP BY 1, 2, 3`,
  `INSERT INTO contract_totals (day, trades, completed, canceled, volume, fees)
     SELECT day, sum(trades), sum(completed), sum(canceled), sum(volume), sum(fees) FROM contract_days GROUP BY day`,
  `INSERT INTO contract_currencies (day, currency, trades, volume)
     SELECT day, currency, sum(trades), sum(volume) FROM contract_days GROUP BY day, currency`,
  `INSERT INTO contract_methods (day, payment_method, trades, volume)
     SELECT day, payment_method, sum(trades), sum(volume) FROM contract_days GROUP BY day, payment_method`,
  `INSERT INTO offer_days (day, offers, asks, bids, online, matched)
     SELECT substr(creation_date, 1, 10), count(*), sum(type = 'ask'), sum(type = 'bid'), sum(online), sum(contract_id IS NOT NULL)
     FROM offers GROUP BY 1`,
  'INSERT INTO user_days (day, users) SELECT substr(creation_date, 1, 10), count(*) FROM users GROUP BY 1',
];

const ROLLUP_TABLES = ['contract_days', 'contract_totals', 'contract_currencies', 'contract_methods', 'offer_days', 'user_days'];

/** Recomputes every rollup from the source tables (the seed runs this after writing). */
export const ROLLUP_REBUILD: string[] = [
  ...ROLLUP_TABLES.map((table) => `DELETE FROM ${table}`),
  ...ROLLUP_FILL,
  // the list pages' tables (migrations 80–82)
  ...ESCROW_FILL,
  ...HASH_FILL,
  ...ANALYTICS_FILL,
];

export const ROLLUP_MIGRATION: string[] = [
  `CREATE TABLE contract_days (
    day TEXT NOT NULL, currency TEXT NOT NULL, payment_method TEXT NOT NULL,
    trades INTEGER NOT NULL, completed INTEGER NOT NULL, canceled INTEGER NOT NULL,
    volume INTEGER NOT NULL, fees INTEGER NOT NULL,
    PRIMARY KEY (day, currency, payment_method)
  ) WITHOUT ROWID`,
  `CREATE TABLE contract_totals (
    day TEXT PRIMARY KEY, trades INTEGER NOT NULL, completed INTEGER NOT NULL, canceled INTEGER NOT NULL,
    volume INTEGER NOT NULL, fees INTEGER NOT NULL
  ) WITHOUT ROWID`,
  `CREATE TABLE contract_currencies (
    day TEXT NOT NULL, currency TEXT NOT NULL, trades INTEGER NOT NULL, volume INTEGER NOT NULL, PRIMARY KEY (day, currency)
  ) WITHOUT ROWID`,
  `CREATE TABLE contract_methods (
    day TEXT NOT NULL, payment_method TEXT NOT NULL, trades INTEGER NOT NULL, volume INTEGER NOT NULL,
    PRIMARY KEY (day, payment_method)
  ) WITHOUT ROWID`,
  `CREATE TABLE offer_days (
    day TEXT PRIMARY KEY, offers INTEGER NOT NULL, asks INTEGER NOT NULL, bids INTEGER NOT NULL,
    online INTEGER NOT NULL, matched INTEGER NOT NULL
  ) WITHOUT ROWID`,
  'CREATE TABLE user_days (day TEXT PRIMARY KEY, users INTEGER NOT NULL) WITHOUT ROWID',
  ...triggers('contracts', 'contract_days', ['creation_date', 'currency', 'payment_method', 'trade_status', 'amount', 'buyer_fee', 'seller_fee'], contractShare),
  ...triggers('contracts', 'contract_totals', ['creation_date', 'trade_status', 'amount', 'buyer_fee', 'seller_fee'], contractDayShare),
  ...triggers('contracts', 'contract_currencies', ['creation_date', 'currency', 'trade_status', 'amount'], contractBreakdownShare('currency')),
  ...triggers('contracts', 'contract_methods', ['creation_date', 'payment_method', 'trade_status', 'amount'], contractBreakdownShare('payment_method')),
  ...triggers('offers', 'offer_days', ['creation_date', 'type', 'online', 'contract_id'], offerShare),
  ...triggers('users', 'user_days', ['creation_date'], userShare),
  ...ROLLUP_FILL,
];
