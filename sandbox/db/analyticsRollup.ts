import { SEEDED } from './seededGate';

/**
 * Two more day rollups for the analytics answers (besides rollups.ts), so that no panel scans
 * a wide range of source rows on the server's thread:
 *
 * - offer_method_days: offers by day and by what they accept. An offer counts once under each
 *   (currency, method) it accepts, once under (currency, '*') for each currency, and once under
 *   ('*', method) for each method in any currency: exactly the offers that the currency filter,
 *   the method filter and both together select (analyticsWhere.ts offerWhere).
 * - user_code_days: sign-ups by day and the referral code used ('' with referred = 0: none).
 *
 * Triggers add a row's share when it is written and take it away when it changes or goes, so
 * each rollup equals its fill over the source table (tested against it).
 */

type Ref = 'NEW' | 'OLD';

/** The (currency, method) keys an offer counts under, once each (UNION drops repeats). */
const offerKeys = (mop: string) => `
  SELECT cur.key AS currency, pm.value AS method FROM json_each(${mop}) cur, json_each(cur.value) pm
  UNION SELECT cur.key, '*' FROM json_each(${mop}) cur
  UNION SELECT '*', pm.value FROM json_each(${mop}) cur, json_each(cur.value) pm`;

const OFFER_VALUES = ['offers', 'asks', 'bids', 'online', 'matched'];
const offerValues = (r: string) => ['1', `${r}type = 'ask'`, `${r}type = 'bid'`, `${r}online`, `${r}contract_id IS NOT NULL`];

const offerShare = (ref: Ref) => {
  const sign = ref === 'NEW' ? '' : '-';
  return `INSERT INTO offer_method_days (day, currency, method, ${OFFER_VALUES.join(', ')})
    SELECT substr(${ref}.creation_date, 1, 10), k.currency, k.method, ${offerValues(`${ref}.`).map((v) => `${sign}(${v})`).join(', ')}
    FROM (${offerKeys(`${ref}.means_of_payment`)}) k WHERE true
    ON CONFLICT (day, currency, method) DO UPDATE SET ${OFFER_VALUES.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')};`;
};

const userShare = (ref: Ref) => {
  const sign = ref === 'NEW' ? '' : '-';
  return `INSERT INTO user_code_days (day, referred, code, users)
    VALUES (substr(${ref}.creation_date, 1, 10), ${ref}.used_referral_code IS NOT NULL, coalesce(${ref}.used_referral_code, ''), ${sign}1)
    ON CONFLICT (day, referred, code) DO UPDATE SET users = users + excluded.users;`;
};

/** offer_method_days from the offers table (the fill, and the definition the triggers keep). */
export const OFFER_METHOD_DAYS_SELECT = `
  SELECT substr(o.creation_date, 1, 10) AS day, k.currency, k.method, count(*) AS offers, ${offerValues('o.').slice(1).map((v, i) => `sum(${v}) AS ${OFFER_VALUES[i + 1]}`).join(', ')}
  FROM (SELECT o.id, cur.key AS currency, pm.value AS method FROM offers o, json_each(o.means_of_payment) cur, json_each(cur.value) pm
        UNION SELECT o.id, cur.key, '*' FROM offers o, json_each(o.means_of_payment) cur
        UNION SELECT o.id, '*', pm.value FROM offers o, json_each(o.means_of_payment) cur, json_each(cur.value) pm) k
  JOIN offers o ON o.id = k.id
  GROUP BY 1, 2, 3`;

/** user_code_days from the users table. */
export const USER_CODE_DAYS_SELECT = `
  SELECT substr(creation_date, 1, 10) AS day, used_referral_code IS NOT NULL AS referred, coalesce(used_referral_code, '') AS code, count(*) AS users
  FROM users GROUP BY 1, 2, 3`;

export const ANALYTICS_FILL: string[] = [
  'DELETE FROM offer_method_days',
  'DELETE FROM user_code_days',
  `INSERT INTO offer_method_days (day, currency, method, ${OFFER_VALUES.join(', ')}) ${OFFER_METHOD_DAYS_SELECT}`,
  `INSERT INTO user_code_days (day, referred, code, users) ${USER_CODE_DAYS_SELECT}`,
];

const OFFER_WATCHED = 'creation_date, type, online, contract_id, means_of_payment';

export const ANALYTICS_ROLLUP_MIGRATION: string[] = [
  `CREATE TABLE offer_method_days (
    day TEXT NOT NULL, currency TEXT NOT NULL, method TEXT NOT NULL,
    offers INTEGER NOT NULL, asks INTEGER NOT NULL, bids INTEGER NOT NULL, online INTEGER NOT NULL, matched INTEGER NOT NULL,
    PRIMARY KEY (currency, method, day)
  ) WITHOUT ROWID`,
  `CREATE TABLE user_code_days (
    day TEXT NOT NULL, referred INTEGER NOT NULL, code TEXT NOT NULL, users INTEGER NOT NULL,
    PRIMARY KEY (day, referred, code)
  ) WITHOUT ROWID`,
  `CREATE TRIGGER offer_method_days_insert AFTER INSERT ON offers WHEN ${SEEDED} BEGIN ${offerShare('NEW')} END`,
  `CREATE TRIGGER offer_method_days_delete AFTER DELETE ON offers WHEN ${SEEDED} BEGIN ${offerShare('OLD')} END`,
  `CREATE TRIGGER offer_method_days_update AFTER UPDATE OF ${OFFER_WATCHED} ON offers WHEN ${SEEDED} BEGIN
    ${offerShare('OLD')} ${offerShare('NEW')} END`,
  `CREATE TRIGGER user_code_days_insert AFTER INSERT ON users WHEN ${SEEDED} BEGIN ${userShare('NEW')} END`,
  `CREATE TRIGGER user_code_days_delete AFTER DELETE ON users WHEN ${SEEDED} BEGIN ${userShare('OLD')} END`,
  `CREATE TRIGGER user_code_days_update AFTER UPDATE OF creation_date, used_referral_code ON users WHEN ${SEEDED} BEGIN
    ${userShare('OLD')} ${userShare('NEW')} END`,
  ...ANALYTICS_FILL,
];
