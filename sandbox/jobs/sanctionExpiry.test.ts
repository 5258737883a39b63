// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DAY } from '../../src/contract/constants';
import { giveSanction } from '../db/store/sanctions';
import { startTestServer, type TestServer } from '../testing';
import { startSanctionExpiry } from './sanctionExpiry';

/** The expiry job on an injected clock: it ends a sanction only once the clock has passed its expiry. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scale: 'empty' });
});
afterAll(() => server.cleanup());

it('marks a warning expired on the first tick after its expiry, by its own clock', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const db = server.db;
    // ahead of the real clock, so the server's own job (on the real clock) never ends it first
    const start = Math.floor(Date.now() / DAY) * DAY + 30 * DAY;
    await db.execute({
      sql: "INSERT INTO users (id, creation_date, last_modified, disputes, fee_rate, unique_id) VALUES ('03abc', ?, ?, '{}', '0.02', 'u1')",
      args: [new Date(start).toISOString(), new Date(start).toISOString()],
    });
    const sanction = await giveSanction(db, {
      userId: '03abc', kind: 'warning', reason: 'Test', appealNote: null, dailyLimit: null,
      expiresAt: new Date(start + DAY).toISOString(), staff: { id: 's1', username: 'mediator' }, date: new Date(start).toISOString(),
    });
    let now = start;
    const status = async () => String((await db.execute({ sql: 'SELECT status FROM sanctions WHERE id = ?', args: [sanction!.id] })).rows[0].status);
    const stop = startSanctionExpiry(db, () => now, 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await status()).toBe('active');
    now = start + DAY + 1;
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await status()).toBe('expired'));
    await stop();
    const audit = await db.execute({ sql: "SELECT staff_name, after FROM audit_log WHERE action = 'sanction.expire' AND subject_id = '03abc'" });
    expect(audit.rows.map((r) => [r.staff_name, JSON.parse(String(r.after)).status])).toEqual([['system', 'expired']]);
  } finally {
    vi.useRealTimers();
  }
});
