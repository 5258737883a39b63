// @vitest-environment node
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeQueueRow, Page } from '../../src/contract';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** Staff changes that race, answers that must not be cached, and requests the sandbox must refuse. */

let server: TestServer;
let staticDir: string;
let admin: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'peach-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Peach</title>');
  writeFileSync(join(staticDir, '.build-stamp.json'), '{"VITE_API_URL":"secret-ish"}');
  server = await startTestServer({ staticDir });
  admin = await login(server.url, 'admin');
});
afterAll(async () => {
  await server.cleanup();
  rmSync(staticDir, { recursive: true, force: true });
});

const settings = (token: string, body: unknown) => postJson(`${server.url}/v1/pwt/settings`, body, token);
/** Audit entries of role and lock changes so far (the refused change of a race writes none). */
const staffAudits = async () =>
  Number((await server.db.execute("SELECT count(*) AS n FROM audit_log WHERE action IN ('staff.roles', 'staff.lock')")).rows[0].n);
const activeAdmins = async () =>
  Number((await server.db.execute('SELECT count(*) AS n FROM staff WHERE is_admin = 1 AND locked = 0 AND disabled = 0')).rows[0].n);

/** A second admin (no 2FA) signed in: returns its id and token. */
async function secondAdmin(name: string): Promise<{ id: string; token: string }> {
  const created = await postJson(`${server.url}/v1/pwt/admin/staff`, { username: name, isAdmin: true }, admin);
  expect(created.status).toBe(201);
  const { account, oneTimePassword } = (await created.json()) as { account: { id: string }; oneTimePassword: string };
  return { id: account.id, token: await login(server.url, name, oneTimePassword) };
}

describe('the last admin', () => {
  it.each([
    ['lock', { locked: true }],
    ['demote', { isAdmin: false }],
  ])('two admins who %s each other at the same moment leave one active admin', async (what, change) => {
    for (let round = 0; round < 3; round++) {
      // exactly two active admins: the demo admin and a fresh one
      const other = await secondAdmin(`race-${what}-${round}`);
      const adminId = String((await server.db.execute("SELECT id FROM staff WHERE username = 'admin'")).rows[0].id);
      await server.db.execute({ sql: 'UPDATE staff SET is_admin = 0 WHERE is_admin = 1 AND id NOT IN (?, ?)', args: [adminId, other.id] });
      expect(await activeAdmins()).toBe(2);
      const audited = await staffAudits();
      const [a, b] = await Promise.all([settings(admin, { id: other.id, ...change }), settings(other.token, { id: adminId, ...change })]);
      const statuses = [a.status, b.status].sort();
      expect(statuses.filter((s) => s === 200), `round ${round}: ${statuses}`).toHaveLength(1);
      expect(await activeAdmins()).toBe(1);
      // the audit entry is in the change's batch and written only by the change that took place
      expect(await staffAudits(), `round ${round}`).toBe(audited + 1);
      // put the demo admin back for the next round
      await server.db.execute({ sql: 'UPDATE staff SET is_admin = 1, locked = 0 WHERE id = ?', args: [adminId] });
      admin = await login(server.url, 'admin');
    }
  }, 120_000);
});

describe('the last admin, in a ring', () => {
  it('eight admins who each demote the next at the same moment leave at least one', async () => {
    const adminId = String((await server.db.execute("SELECT id FROM staff WHERE username = 'admin'")).rows[0].id);
    const others = await Promise.all(Array.from({ length: 7 }, (_, i) => secondAdmin(`ring-${i}`)));
    await server.db.execute({ sql: `UPDATE staff SET is_admin = 0 WHERE is_admin = 1 AND id NOT IN (${['?', ...others.map(() => '?')].join(', ')})`, args: [adminId, ...others.map((o) => o.id)] });
    const ring = [{ id: adminId, token: admin }, ...others];
    expect(await activeAdmins()).toBe(8);
    const audited = await staffAudits();
    const answers = await Promise.all(ring.map((me, i) => settings(me.token, { id: ring[(i + 1) % ring.length].id, isAdmin: false })));
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(7);
    expect(await staffAudits()).toBe(audited + answers.filter((a) => a.status === 200).length);
    expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
    await server.db.execute({ sql: 'UPDATE staff SET is_admin = 1, locked = 0 WHERE id = ?', args: [adminId] });
  }, 120_000);
});

describe('answers and refusals', () => {
  it('sends the new staff account with its one-time password as no-store', async () => {
    const created = await postJson(`${server.url}/v1/pwt/admin/staff`, { username: 'fresh-member', isMediator: true }, admin);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
  });

  it('takes ban and unban as JSON only', async () => {
    const userId = String((await server.db.execute('SELECT id FROM users ORDER BY id LIMIT 1')).rows[0].id);
    const mediator = await login(server.url, 'mediator');
    for (const action of ['ban', 'unban']) {
      const form = await fetch(`${server.url}/v1/pwt/user/${userId}/${action}`, authorized(mediator, { method: 'POST', body: new URLSearchParams({ reason: 'x' }) }));
      expect(form.status, action).toBe(415);
      const text = await fetch(`${server.url}/v1/pwt/user/${userId}/${action}`, authorized(mediator, { method: 'POST', body: 'reason', headers: { 'Content-Type': 'text/plain' } }));
      expect(text.status, action).toBe(415);
      const json = await postJson(`${server.url}/v1/pwt/user/${userId}/${action}`, {}, mediator);
      expect([200, 409], action).toContain(json.status);
    }
  });

  it('refuses bidi overrides and control characters in news and resolution text, keeps line breaks', async () => {
    const news = (text: string) => postJson(`${server.url}/v1/pwt/news`, { text, language: 'en' }, admin);
    expect((await news('Fees go \u202Enwod\u202C')).status).toBe(400);
    expect((await news('bell \u0007')).status).toBe(400);
    expect((await news('two\nlines')).status).toBe(201);
    const queue = (await (await fetch(`${server.url}/v1/pwt/disputes?state=open&size=1`, authorized(admin))).json()) as Page<DisputeQueueRow>;
    const id = queue.items[0].contractId;
    const resolve = (reason: string) => postJson(`${server.url}/v1/pwt/contract/${id}/dispute`, { outcome: 'none', reason }, admin);
    const refused = await resolve('paid \u2066twice\u2069');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'INVALID_INPUT', details: { reason: expect.stringMatching(/bidirectional/) } });
  });

  it('does not serve /.build-stamp.json', async () => {
    const stamp = await fetch(`${server.url}/.build-stamp.json`);
    expect(stamp.status).toBe(404);
    expect(await stamp.text()).not.toContain('secret-ish');
  });

  it('refuses an HTTP/1.0 request without Host', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.end('GET /v1/info HTTP/1.0\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.[01] 421/);
    const withHost = await fetch(`${server.url}/v1/info`);
    expect(withHost.status).toBe(200);
  });
});
