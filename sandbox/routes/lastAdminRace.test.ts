// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaff } from '../db/store/staff';
import { updateStaff } from '../db/store/staffSettings';
import { login, postJson, startTestServer, type TestServer } from '../testing';

/**
 * The last-admin race with both requests past the route's checks: the fault switch's barrier holds
 * each at the point between check and write until the other has arrived, so only the write's own
 * guard (one UPDATE, db/store/staffSettings.ts) and the audit entry that follows only a change
 * (`onlyIfChanged`) decide.
 */

let server: TestServer;
let admin: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer({ faults: true, scale: 'empty' });
  admin = await login(server.url, 'admin');
  adminId = String((await server.db.execute("SELECT id FROM staff WHERE username = 'admin'")).rows[0].id);
});
afterAll(() => server.cleanup());

const settings = (token: string, body: unknown) => postJson(`${server.url}/v1/pwt/settings`, body, token);
const count = async (sql: string) => Number((await server.db.execute(sql)).rows[0].n);
const activeAdmins = () => count('SELECT count(*) AS n FROM staff WHERE is_admin = 1 AND locked = 0 AND disabled = 0');
const staffAudits = () => count("SELECT count(*) AS n FROM audit_log WHERE action IN ('staff.roles', 'staff.lock')");

describe('two admins who change each other at once, both past the check', () => {
  it.each([
    ['lock', { locked: true }],
    ['demote', { isAdmin: false }],
  ])('%s: one change is written, one active admin remains, one audit entry', async (what, change) => {
    const created = await postJson(`${server.url}/v1/pwt/admin/staff`, { username: `held-${what}`, isAdmin: true }, admin);
    const { account, oneTimePassword } = (await created.json()) as { account: { id: string }; oneTimePassword: string };
    const other = { id: account.id, token: await login(server.url, `held-${what}`, oneTimePassword) };
    await server.db.execute({ sql: 'UPDATE staff SET is_admin = 0 WHERE is_admin = 1 AND id NOT IN (?, ?)', args: [adminId, other.id] });
    expect(await activeAdmins()).toBe(2);
    const audited = await staffAudits();

    expect((await postJson(`${server.url}/__faults`, { barrier: 'settings.beforeWrite', parties: 2 })).status).toBe(200);
    const started = Date.now();
    const answers = await Promise.all([settings(admin, { id: other.id, ...change }), settings(other.token, { id: adminId, ...change })]);
    // both arrived at the barrier (it lets a lone request go only after 5 s)
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(answers.map((a) => a.status).sort()).toEqual([200, what === 'lock' ? 409 : 403].sort());
    expect(await activeAdmins()).toBe(1);
    expect(await staffAudits()).toBe(audited + 1);

    await server.db.execute({ sql: 'UPDATE staff SET is_admin = 1, locked = 0 WHERE id = ?', args: [adminId] });
    admin = await login(server.url, 'admin');
  }, 60_000);
});

describe('the write itself', () => {
  it('refuses to take the admin role from the last active admin, whatever the route checked before', async () => {
    expect(await activeAdmins()).toBe(1);
    const me = (await findStaff(server.db, { id: adminId }))!;
    const audited = await staffAudits();
    for (const change of [
      { flags: { isAdmin: false }, changedFlags: ['isAdmin' as const], locked: undefined, lockChanges: false },
      { flags: {}, changedFlags: [], locked: true, lockChanges: true },
    ]) {
      expect(await updateStaff(server.db, { me, target: me, change, tokenHash: 'none', date: new Date().toISOString() })).toBe(false);
    }
    expect(await activeAdmins()).toBe(1);
    expect(await staffAudits()).toBe(audited);
  });
});
