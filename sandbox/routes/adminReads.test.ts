// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BehaviourEvent, BonusOverview, ComplianceHashReuse, GroupHugBatch, Page } from '../../src/contract';
import { SATS_PER_BONUS_POINT } from '../rules/bonus';
import type { Wire } from '../db/records';
import { authorized, login, startTestServer, type TestServer } from '../testing';

/** The bonus leaderboard, compliance and GroupHug over real HTTP, checked against SQL. */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'admin');
});
afterAll(() => server.cleanup());

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path, authorized(token));
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};
const scalar = async (sql: string, args: (string | number)[] = []) => Number((await server.db.execute({ sql, args })).rows[0].n);

describe('bonus points overview', () => {
  it('pages the leaderboard by 21 and totals every row', async () => {
    const first = await get<BonusOverview>('/v1/pwt/user/bonusPoints');
    const second = await get<BonusOverview>('/v1/pwt/user/bonusPoints?page=1');
    expect(first.leaderboard.items).toHaveLength(21);
    expect(second.leaderboard.items.length).toBeGreaterThan(0);
    const ids = new Set(first.leaderboard.items.map((e) => e.id));
    expect(second.leaderboard.items.some((e) => ids.has(e.id))).toBe(false);
    const points = first.leaderboard.items.map((e) => e.bonusPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(second.leaderboard.items[0].bonusPoints).toBeLessThanOrEqual(points[20]);
    for (const entry of first.leaderboard.items) {
      expect(entry.sats).toBe(entry.bonusPoints * SATS_PER_BONUS_POINT);
      expect(entry.id).toMatch(/^0[23][0-9a-f]{64}$/);
    }

    const { total } = first;
    expect(first.leaderboard.total).toBe(total.users);
    expect(total.bonusPoints).toBe(await scalar('SELECT sum(bonus_points) AS n FROM users'));
    expect(total.referredTradingAmount).toBe(await scalar('SELECT sum(referred_trading_amount) AS n FROM users'));
    expect(total.satsEquivalent).toBe(total.bonusPoints * SATS_PER_BONUS_POINT);
    expect(total.satsPaid).toBe(await scalar('SELECT coalesce(sum(sats), 0) AS n FROM bonus_payouts'));
    expect(total.satsPaid).toBeGreaterThan(0);
    expect(total.refCodesRedeemed).toBe(await scalar('SELECT count(*) AS n FROM users WHERE used_referral_code IS NOT NULL'));
    expect(total.refCodesRedeemed).toBeGreaterThan(0);
  });

  it('is refused to an analyst (403)', async () => {
    const analyst = await login(server.url, 'analyst');
    expect((await fetch(`${server.url}/v1/pwt/user/bonusPoints`, authorized(analyst))).status).toBe(403);
  });
});

describe('compliance', () => {
  it('pages behaviour events newest first and filters them', async () => {
    const page = await get<Wire<Page<BehaviourEvent>>>('/v1/pwt/compliance/events?size=10');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(await scalar('SELECT count(*) AS n FROM behaviour_events'));
    const dates = page.items.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const { userId, type } = page.items[0];
    const byUser = await get<Wire<Page<BehaviourEvent>>>(`/v1/pwt/compliance/events?userId=${userId}`);
    expect(byUser.items.every((e) => e.userId === userId)).toBe(true);
    expect(byUser.total).toBe(await scalar('SELECT count(*) AS n FROM behaviour_events WHERE user_id = ?', [userId]));
    const byType = await get<Wire<Page<BehaviourEvent>>>(`/v1/pwt/compliance/events?type=${type}&start=2020-01-01`);
    expect(byType.items.every((e) => e.type === type)).toBe(true);
    expect(byType.total).toBeLessThan(page.total);
    const bad = await fetch(`${server.url}/v1/pwt/compliance/events?type=nope`, authorized(token));
    expect(bad.status).toBe(400);
  });

  it('finds payment-data hashes that several accounts use', async () => {
    const page = await get<Wire<Page<ComplianceHashReuse>>>('/v1/pwt/compliance/hashReuse');
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.userIds.length).toBeGreaterThan(1);
      expect(row.firstSeen <= row.lastSeen).toBe(true);
    }
    expect(page.total).toBe(
      await scalar('SELECT count(*) AS n FROM (SELECT hash FROM payment_hashes GROUP BY hash HAVING count(DISTINCT user_id) > 1)'),
    );
    const { paymentMethod, userIds } = page.items[0];
    const byMethod = await get<Wire<Page<ComplianceHashReuse>>>(`/v1/pwt/compliance/hashReuse?paymentMethod=${paymentMethod}`);
    expect(byMethod.items.every((r) => r.paymentMethod === paymentMethod)).toBe(true);
    const byUser = await get<Wire<Page<ComplianceHashReuse>>>(`/v1/pwt/compliance/hashReuse?userId=${userIds[0]}`);
    expect(byUser.items.every((r) => r.userIds.includes(userIds[0]))).toBe(true);
    expect(byUser.total).toBeGreaterThan(0);
  });
});

describe('GroupHug batches', () => {
  it('lists open and completed batches shaped like GroupHug', async () => {
    const page = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches');
    expect(page.total).toBe(await scalar('SELECT count(*) AS n FROM grouphug_batches'));
    const open = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches?completed=false');
    const done = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches?completed=true');
    expect(open.total + done.total).toBe(page.total);
    expect(open.total).toBeGreaterThan(0);
    for (const batch of open.items) {
      expect(batch).toMatchObject({ completed: false });
      expect(batch.txId).toBeUndefined();
      expect(batch.timeRemaining).toBeGreaterThan(0);
      expect(batch.timeRemaining).toBeLessThanOrEqual(7 * 86_400);
      expect(batch.participants).toBeLessThan(batch.maxParticipants);
    }
    for (const batch of done.items) {
      expect(batch).toMatchObject({ completed: true, timeRemaining: 0 });
      expect(batch.txId).toMatch(/^[0-9a-f]{64}$/);
      expect(batch.feeRate).toBeGreaterThan(0);
    }
    const one = await get<Wire<GroupHugBatch>>(`/v1/pwt/grouphug/batches/${done.items[0].id}`);
    expect(one).toEqual(done.items[0]);
    expect(one.participants).toBe(
      await scalar('SELECT count(*) AS n FROM grouphug_psbts WHERE batch_id = ? AND revoked = 0', [one.id]),
    );
    expect((await fetch(`${server.url}/v1/pwt/grouphug/batches/none`, authorized(token))).status).toBe(404);
  });
});
