// @vitest-environment node
import type { InValue } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';
import { OFFER_METHOD_DAYS_SELECT, USER_CODE_DAYS_SELECT } from './analyticsRollup';
import { heldSelect } from './escrowRollup';
import { groupSelect } from './hashRollup';

/**
 * The list pages' tables (escrowRollup.ts, hashRollup.ts, analyticsRollup.ts) equal their
 * definitions over the source tables after the writes that move them: fundings that change, arrive
 * and go, releases, refunds, contracts released or canceled, offers copied and deleted, hashes that
 * start or end a reuse, methods and referral codes changed.
 */

let server: TestServer;
const rows = async (sql: string, args: InValue[] = []) => (await server.db.execute({ sql, args })).rows.map((r) => ({ ...r }));
const one = async (sql: string, args: InValue[] = []) => (await rows(sql, args))[0];
const run = (sql: string, args: InValue[] = []) => server.db.execute({ sql, args });

/** Inserts a copy of a row under a new id, with some columns changed. */
async function copyRow(table: string, id: string, changes: Record<string, InValue>): Promise<void> {
  const columns = (await rows(`SELECT name FROM pragma_table_info('${table}')`)).map((c) => String(c.name));
  const values = columns.map((c) => (c in changes ? '?' : c));
  await run(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} WHERE id = ?`, [
    ...columns.filter((c) => c in changes).map((c) => changes[c]),
    id,
  ]);
}

/** Groups in one order, each group's accounts in one order (json_group_array keeps the order it read). */
const sortedUsers = (list: Record<string, unknown>[]) =>
  list
    .map((g) => ({ ...g, user_ids: (JSON.parse(String(g.user_ids)) as string[]).sort(), key: `${String(g.hash)} ${String(g.payment_method)}` }))
    .sort((a, b) => a.key.localeCompare(b.key));

async function expectTablesMatchDefinitions(): Promise<void> {
  expect(await rows('SELECT * FROM escrow_held ORDER BY offer_id')).toEqual(
    (await rows(`SELECT * FROM (${heldSelect('true')}) ORDER BY id`)).map(({ id, ...rest }) => ({ offer_id: id, ...rest })),
  );
  expect(await rows('SELECT status, escrows, sats FROM escrow_held_totals WHERE escrows <> 0 OR sats <> 0 ORDER BY status')).toEqual(
    await rows(`SELECT status, count(*) AS escrows, sum(held) AS sats FROM (${heldSelect('true')}) GROUP BY status ORDER BY status`),
  );
  expect(sortedUsers(await rows('SELECT * FROM hash_groups'))).toEqual(sortedUsers(await rows(groupSelect(false, 'true'))));
  expect(sortedUsers(await rows('SELECT * FROM hash_method_groups'))).toEqual(sortedUsers(await rows(groupSelect(true, 'true'))));
  const nonZero = 'offers <> 0 OR asks <> 0 OR bids <> 0 OR online <> 0 OR matched <> 0';
  expect(await rows(`SELECT * FROM offer_method_days WHERE ${nonZero} ORDER BY day, currency, method`)).toEqual(
    await rows(`SELECT * FROM (${OFFER_METHOD_DAYS_SELECT}) ORDER BY day, currency, method`),
  );
  expect(await rows('SELECT * FROM user_code_days WHERE users <> 0 ORDER BY day, referred, code')).toEqual(
    await rows(`SELECT * FROM (${USER_CODE_DAYS_SELECT}) ORDER BY day, referred, code`),
  );
}

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.cleanup());

describe('the list pages’ tables kept by triggers', () => {
  it('hold what their definitions select once the seed is written', async () => {
    expect(Number((await one('SELECT count(*) AS n FROM escrow_held')).n)).toBeGreaterThan(0);
    expect(Number((await one('SELECT count(*) AS n FROM hash_groups')).n)).toBeGreaterThan(0);
    await expectTablesMatchDefinitions();
  });

  it('follow fundings, releases, refunds and contracts', async () => {
    const held = (await rows(`SELECT id, contract_id FROM (${heldSelect('true')}) ORDER BY id LIMIT 8`)).map((r) => ({ id: String(r.id), contract: r.contract_id as string | null }));
    const withContract = held.filter((h) => h.contract);
    const funding = await one('SELECT offer_id FROM escrow_funding ORDER BY offer_id LIMIT 1');
    await run("UPDATE escrow_funding SET status = 'WRONG_FUNDING_AMOUNT', amounts = '[1000, 2345]', tx_ids = '[\"tx-a\"]' WHERE offer_id = ?", [funding.offer_id]);
    await run('DELETE FROM escrow_funding WHERE offer_id = (SELECT offer_id FROM escrow_funding ORDER BY offer_id LIMIT 1 OFFSET 1)');
    const bare = await one(
      `SELECT id FROM offers o WHERE type = 'ask' AND escrow IS NOT NULL AND released = 0 AND refunded = 0
       AND NOT EXISTS (SELECT 1 FROM escrow_funding f WHERE f.offer_id = o.id) ORDER BY id DESC LIMIT 1`,
    );
    await run("INSERT INTO escrow_funding (offer_id, status, confirmations, tx_ids, amounts) VALUES (?, 'MEMPOOL', 0, '[\"tx-b\"]', '[5000]')", [bare.id]);
    await run("UPDATE offers SET funding_status = 'FUNDED' WHERE id = ?", [held[0].id]);
    await run('UPDATE offers SET released = 1 WHERE id = ?', [held[1].id]);
    await run('UPDATE offers SET refunded = 1 WHERE id = ?', [held[2].id]);
    await run("UPDATE contracts SET release_tx_id = 'tx-release' WHERE id = ?", [withContract[0]?.contract ?? '']);
    await run('UPDATE contracts SET canceled = 1 WHERE id = ?', [withContract.at(-1)?.contract ?? '']);
    await expectTablesMatchDefinitions();
  });

  it('follow offers copied, changed and deleted, with their hashes and methods', async () => {
    const ask = await one("SELECT id FROM offers WHERE type = 'ask' AND escrow IS NOT NULL AND contract_id IS NULL AND released = 0 ORDER BY id LIMIT 1");
    const date = '2026-03-04T10:00:00.000Z';
    await copyRow('offers', String(ask.id), { id: 'copy-a', creation_date: date, means_of_payment: '{"EUR":["sepa","sepa","revolut"],"CHF":["sepa"]}' });
    await copyRow('offers', String(ask.id), { id: 'copy-b', creation_date: date });
    await run('DELETE FROM offers WHERE id = ?', ['copy-b']);
    await run('UPDATE offers SET online = 1 - online, means_of_payment = ? WHERE id IN (SELECT id FROM offers ORDER BY id LIMIT 3)', ['{"USD":["paypal"]}']);
    await run("UPDATE offers SET contract_id = NULL WHERE id = (SELECT id FROM offers WHERE type = 'bid' AND contract_id IS NOT NULL ORDER BY id LIMIT 1)");
    await expectTablesMatchDefinitions();
  });

  it('follow hashes that start, change and end a reuse', async () => {
    const single = await one('SELECT hash, payment_method FROM payment_hashes GROUP BY hash HAVING count(*) = 1 ORDER BY hash LIMIT 1');
    const user = await one('SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM payment_hashes WHERE hash = ?) ORDER BY id LIMIT 1', [single.hash]);
    await run("INSERT INTO payment_hashes (hash, user_id, payment_method, first_seen, last_seen) VALUES (?, ?, ?, '2020-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')", [
      single.hash,
      user.id,
      single.payment_method,
    ]);
    const pair = await one('SELECT hash FROM hash_groups WHERE users = 2 AND hash <> ? ORDER BY hash LIMIT 1', [single.hash]);
    await run('DELETE FROM payment_hashes WHERE user_id = (SELECT min(user_id) FROM payment_hashes WHERE hash = ?) AND hash = ?', [pair.hash, pair.hash]);
    const other = await one('SELECT hash FROM hash_groups WHERE hash NOT IN (?, ?) ORDER BY hash LIMIT 1', [single.hash, pair.hash]);
    await run("UPDATE payment_hashes SET payment_method = 'instantSepa', last_seen = '2027-02-02T00:00:00.000Z' WHERE hash = ? AND user_id = (SELECT min(user_id) FROM payment_hashes WHERE hash = ?)", [
      other.hash,
      other.hash,
    ]);
    await expectTablesMatchDefinitions();
  });

  it('follow sign-ups and the referral codes they used', async () => {
    const user = await one('SELECT id FROM users ORDER BY id LIMIT 1');
    await copyRow('users', String(user.id), { id: '02' + 'c'.repeat(64), creation_date: '2026-05-05T05:05:05.000Z', used_referral_code: 'PRCOPY', referral_code: null });
    await copyRow('users', String(user.id), { id: '03' + 'c'.repeat(64), creation_date: '2026-05-05T06:00:00.000Z', used_referral_code: null, referral_code: null });
    await run('UPDATE users SET used_referral_code = ? WHERE id IN (SELECT id FROM users ORDER BY id LIMIT 5 OFFSET 3)', ['PRCHANGED']);
    await run('DELETE FROM users WHERE id = ?', ['03' + 'c'.repeat(64)]);
    await expectTablesMatchDefinitions();
  });
});
