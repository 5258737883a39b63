// @vitest-environment node
import type { InValue } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filters } from '../../http/analyticsQuery';
import { startTestServer, type TestServer } from '../../testing';
import { heldSelect } from '../escrowRollup';
import { breakdown, contractBuckets, offerBuckets, signUpsByReferralCode, userBuckets } from './analytics';
import { CANCELED, COMPLETED, contractWhere, FEES, offerWhere, userWhere } from './analyticsWhere';
import { splitPeriod } from './analyticsParts';
import { hashReusePage } from './compliance';
import { unreleasedEscrowPage } from './escrows';

/**
 * The list pages read from tables kept by triggers and the analytics from rollups plus partial
 * days: each answer equals the same question asked of the source tables, as the reads asked it
 * before (the reference SQL below), for whole days, instants, open ends and every filter.
 */

let server: TestServer;
const rows = async (sql: string, args: InValue[] = []) => (await server.db.execute({ sql, args })).rows.map((r) => ({ ...r }));
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.cleanup());

describe('splitPeriod', () => {
  it('reads whole days from the rollups and only the partial days at the ends from the rows', () => {
    expect(splitPeriod({ from: '2026-01-01T10:00:00.000Z', to: '2026-03-01T05:00:00.000Z' })).toEqual({
      days: { from: '2026-01-02T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
      edges: [
        { from: '2026-01-01T10:00:00.000Z', to: '2026-01-02T00:00:00.000Z' },
        { from: '2026-03-01T00:00:00.000Z', to: '2026-03-01T05:00:00.000Z' },
      ],
    });
    expect(splitPeriod({ from: '2026-01-01T00:00:00.000Z' })).toEqual({ days: { from: '2026-01-01T00:00:00.000Z', to: undefined }, edges: [] });
    expect(splitPeriod({ to: '2026-01-01T12:00:00.000Z' })).toEqual({
      days: { from: undefined, to: '2026-01-01T00:00:00.000Z' },
      edges: [{ from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T12:00:00.000Z' }],
    });
    // no whole day between: the period itself, once
    expect(splitPeriod({ from: '2026-01-01T10:00:00.000Z', to: '2026-01-02T05:00:00.000Z' })).toEqual({
      days: null,
      edges: [{ from: '2026-01-01T10:00:00.000Z', to: '2026-01-02T05:00:00.000Z' }],
    });
  });
});

describe('analytics from rollups and partial days', () => {
  const periods: [string, Filters][] = [];
  const rowAt = async (table: string, share: number) =>
    (await rows(`SELECT creation_date FROM ${table} ORDER BY creation_date LIMIT 1 OFFSET (SELECT CAST(count(*) * ? AS INTEGER) FROM ${table})`, [share]))[0];
  beforeAll(async () => {
    const [{ first, last }] = await rows('SELECT min(creation_date) AS first, max(creation_date) AS last FROM contracts');
    const at = (share: number, time: string) => `${new Date(Date.parse(String(first)) + share * (Date.parse(String(last)) - Date.parse(String(first)))).toISOString().slice(0, 10)}T${time}`;
    periods.push(
      ['the whole history', {}],
      ['whole days', { from: at(0.3, '00:00:00.000Z'), to: at(0.7, '00:00:00.000Z') }],
      ['instants at both ends', { from: at(0.2, '10:30:00.000Z'), to: at(0.8, '05:15:00.000Z') }],
      // a row's own instant at each end: the partial days hold rows of each table
      ['instants of rows', { from: String((await rowAt('offers', 0.2)).creation_date), to: new Date(Date.parse(String((await rowAt('contracts', 0.8)).creation_date)) + 1).toISOString() }],
      ['instants of rows, reversed tables', { from: String((await rowAt('contracts', 0.3)).creation_date), to: new Date(Date.parse(String((await rowAt('offers', 0.7)).creation_date)) + 1).toISOString() }],
      ['an instant start, open end', { from: at(0.5, '23:59:59.000Z') }],
      ['open start, an instant end', { to: at(0.6, '12:00:00.000Z') }],
      ['within one day', { from: at(0.9, '01:00:00.000Z'), to: at(0.9, '22:00:00.000Z') }],
    );
  });
  const filters: Filters[] = [{}, { currency: 'EUR' }, { paymentMethod: 'sepa' }, { currency: 'EUR', paymentMethod: 'sepa' }, { currency: 'CHF', paymentMethod: 'twint' }];

  it('offers, contracts and breakdowns as the source tables answer them', async () => {
    for (const [name, period] of periods) {
      for (const filter of filters) {
        const f = { ...period, ...filter };
        const label = `${name} ${JSON.stringify(filter)}`;
        const ow = offerWhere(f);
        const offers = await rows(
          `SELECT substr(creation_date, 1, 10) AS key, count(*) AS offers, sum(type = 'ask') AS asks, sum(type = 'bid') AS bids, sum(online) AS online,
                  sum(contract_id IS NOT NULL) AS matched FROM offers ${ow.sql} GROUP BY key ORDER BY key`,
          ow.args,
        );
        expect(await offerBuckets(server.db, f), label).toEqual(offers.map((r) => ({ key: r.key, offers: n(r.offers), asks: n(r.asks), bids: n(r.bids), online: n(r.online), matched: n(r.matched) })));
        const cw = contractWhere(f);
        const contracts = await rows(
          `SELECT substr(creation_date, 1, 7) AS key, count(*) AS trades, sum(${COMPLETED}) AS completed, sum(${CANCELED}) AS canceled,
                  sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume, sum(CASE WHEN ${COMPLETED} THEN ${FEES} ELSE 0 END) AS fees
           FROM contracts ${cw.sql} GROUP BY key ORDER BY key`,
          cw.args,
        );
        expect(await contractBuckets(server.db, f, 7), label).toEqual(
          contracts.map((r) => ({ key: r.key, trades: n(r.trades), completed: n(r.completed), canceled: n(r.canceled), volume: n(r.volume), fees: n(r.fees) })),
        );
        const byMethod = await rows(
          `SELECT payment_method AS key, count(*) AS trades, sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volumeSats FROM contracts ${cw.sql} GROUP BY key`,
          cw.args,
        );
        const expected = byMethod.map((r) => ({ key: String(r.key), trades: n(r.trades), volumeSats: n(r.volumeSats) })).sort((a, b) => b.trades - a.trades || a.key.localeCompare(b.key));
        expect(await breakdown(server.db, f, 'payment_method'), label).toEqual(expected);
      }
    }
  });

  it('sign-ups by day and by referral code as the users table answers them', async () => {
    for (const [name, period] of periods) {
      const uw = userWhere(period);
      const days = await rows(`SELECT substr(creation_date, 1, 10) AS key, count(*) AS users FROM users ${uw.sql} GROUP BY key ORDER BY key`, uw.args);
      expect(await userBuckets(server.db, period), name).toEqual(days.map((r) => ({ key: r.key, users: n(r.users) })));
      const codes = await rows(`SELECT used_referral_code AS code, count(*) AS users FROM users ${uw.sql} GROUP BY code ORDER BY users DESC, code`, uw.args);
      expect(await signUpsByReferralCode(server.db, period), name).toEqual(codes.map((r) => ({ code: r.code === null ? null : String(r.code), users: n(r.users) })));
    }
  });
});

describe('list pages from their kept tables', () => {
  it('escrows: every page and the totals of every state as the definition selects them', async () => {
    for (const status of [undefined, 'FUNDED', 'MEMPOOL', 'NULL'] as const) {
      const where = status ? 'WHERE status = ?' : '';
      const args = status ? [status] : [];
      const [totals] = await rows(`SELECT count(*) AS n, coalesce(sum(held), 0) AS sats FROM (${heldSelect('true')}) ${where}`, args);
      for (const offset of [0, 5, n(totals.n) - 2]) {
        const page = await unreleasedEscrowPage(server.db, status, { size: 5, offset: Math.max(0, offset) });
        const ids = await rows(`SELECT id FROM (${heldSelect('true')}) ${where} ORDER BY creation_date, id LIMIT 5 OFFSET ?`, [...args, Math.max(0, offset)]);
        expect(page.items.map((i) => i.offerId)).toEqual(ids.map((r) => String(r.id)));
        expect({ total: page.total, totalSats: page.totalSats }).toEqual({ total: n(totals.n), totalSats: n(totals.sats) });
      }
    }
  });

  it('hash reuse: as grouping every hash answers it, with each filter', async () => {
    const [{ user }] = await rows('SELECT min(user_id) AS user FROM payment_hashes WHERE hash IN (SELECT hash FROM payment_hashes GROUP BY hash HAVING count(*) > 1)');
    const [{ method }] = await rows('SELECT payment_method AS method FROM payment_hashes WHERE user_id = ? LIMIT 1', [user]);
    for (const filter of [{}, { paymentMethod: String(method) }, { userId: String(user) }, { paymentMethod: String(method), userId: String(user) }]) {
      const args: InValue[] = [];
      const where = filter.paymentMethod ? (args.push(filter.paymentMethod), 'WHERE payment_method = ?') : '';
      const having = filter.userId ? (args.push(filter.userId), ' AND sum(user_id = ?) > 0') : '';
      const groups = await rows(
        `SELECT hash, min(payment_method) AS method, json_group_array(DISTINCT user_id) AS users, min(first_seen) AS first_seen, max(last_seen) AS last_seen
         FROM payment_hashes ${where} GROUP BY hash HAVING count(DISTINCT user_id) > 1${having} ORDER BY last_seen DESC, hash`,
        args,
      );
      const page = await hashReusePage(server.db, filter, { size: 500, offset: 0 });
      expect(page.total, JSON.stringify(filter)).toBe(groups.length);
      expect(page.items).toEqual(
        groups.map((g) => ({ hash: g.hash, paymentMethod: g.method, userIds: (JSON.parse(String(g.users)) as string[]).sort(), firstSeen: g.first_seen, lastSeen: g.last_seen })),
      );
    }
  });
});
