// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../tests/bench/sandbox';
import { openDb } from '../connection';
import { login, postJson, startTestServer } from '../../testing';

/**
 * The audit trail is written in the same transaction as the change: a sandbox in a child process
 * takes a burst of changes (bans, case takes, payouts) and is killed with SIGKILL in the middle of
 * it. Opened again, the database holds an audit entry for every change that was acknowledged, and
 * no entry whose change is missing: what was not acknowledged is either whole or absent.
 */

const dir = mkdtempSync(join(tmpdir(), 'peach-audit-crash-'));
const dbUrl = `file:${join(dir, 'sandbox.db')}`;
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const KIND_COUNT = 40;
const IN_FLIGHT = 6;
const KILL_AFTER_ACKS = 30;

it('keeps every acknowledged change with its audit entry, and no entry without its change, across a kill -9', async () => {
  // a seeded database, then the ids the burst changes
  const seeded = await startTestServer({ staticDir: null }, dir);
  await seeded.close();
  const db = await openDb(dbUrl);
  const column = async (sql: string) => (await db.execute(sql)).rows.map((row) => String(Object.values(row)[0]));
  const users = await column(`SELECT id FROM users WHERE banned = 0 ORDER BY id LIMIT ${KIND_COUNT}`);
  const contracts = await column(`SELECT id FROM contracts ORDER BY id LIMIT ${KIND_COUNT}`);
  const [eventId] = await column('SELECT id FROM events ORDER BY id LIMIT 1');
  const payoutsBefore = new Set(await column('SELECT id FROM payouts'));
  expect(Number((await db.execute('SELECT count(*) AS n FROM audit_log')).rows[0].n)).toBe(0);
  db.close();

  // the sandbox in a child process, as npm start runs it
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
  child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), SANDBOX_DB: dbUrl, SANDBOX_FAULTS: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
  for (let ready = false; !ready; ) {
    ready = await fetch(`${base}/v1/info`).then((r) => r.ok, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const token = await login(base, 'mediator');

  // the burst: bans, takes and payouts interleaved, a few in flight at once; the kill lands while
  // requests are still being answered
  const tasks = users.flatMap((userId, i) => [
    { kind: 'ban', id: userId, send: () => postJson(`${base}/v1/pwt/user/${userId}/ban`, {}, token) },
    { kind: 'take', id: contracts[i], send: () => postJson(`${base}/v1/pwt/contract/${contracts[i]}/take`, {}, token) },
    { kind: 'payout', id: '', send: () => postJson(`${base}/v1/events/payouts`, { eventId, amountSats: 1000 + i }, token) },
  ]);
  const acked: { kind: string; id: string }[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      try {
        const response = await task.send();
        if (response.ok) {
          const id = task.kind === 'payout' ? ((await response.json()) as { id: string }).id : task.id;
          acked.push({ kind: task.kind, id });
          if (acked.length === KILL_AFTER_ACKS) child!.kill('SIGKILL');
        } else failed++;
      } catch {
        failed++; // cut off by the kill: unknown whether it committed
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await exited;
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(failed, 'requests cut off by the kill').toBeGreaterThan(0);

  // the database after the crash
  const after = await openDb(dbUrl);
  const rows = async (sql: string) => (await after.execute(sql)).rows;
  const audited = (action: string) => rows(`SELECT subject_id FROM audit_log WHERE action = '${action}'`).then((r) => new Set(r.map((x) => String(x.subject_id))));
  const [bansAudited, takesAudited, payoutsAudited] = await Promise.all([audited('user.ban'), audited('case.take'), audited('payout.create')]);
  const banned = new Set((await rows('SELECT id FROM users WHERE banned = 1')).map((r) => String(r.id)));
  const taken = new Set((await rows('SELECT contract_id FROM case_owners')).map((r) => String(r.contract_id)));
  const payouts = new Set((await rows('SELECT id FROM payouts')).map((r) => String(r.id)).filter((id) => !payoutsBefore.has(id)));

  // every acknowledged change is there with its entry
  for (const { kind, id } of acked) {
    const [changed, entry] = kind === 'ban' ? [banned, bansAudited] : kind === 'take' ? [taken, takesAudited] : [payouts, payoutsAudited];
    expect(changed.has(id), `${kind} ${id} acknowledged but lost`).toBe(true);
    expect(entry.has(id), `${kind} ${id} acknowledged without its audit entry`).toBe(true);
  }
  // no entry without its change, and no change (of the burst's kinds) without its entry
  const burstBans = new Set(users.filter((id) => banned.has(id)));
  expect([...bansAudited].sort()).toEqual([...burstBans].sort());
  expect([...takesAudited].sort()).toEqual([...taken].sort());
  expect([...payoutsAudited].sort()).toEqual([...payouts].sort());
  after.close();
}, 180_000);
