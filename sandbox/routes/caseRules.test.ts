// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CaseState } from '../../src/contract/cases';
import type { CreatedStaffAccount, DisputeQueueRow, Page } from '../../src/contract';
import type { Wire } from '../db/records';
import { openTestSocket } from '../socket/testClient';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** Round three of the case rules: only an open dispute is a case, resolving releases it, the trail's gaps closed. */

let server: TestServer;
let admin: string;
let mediator: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, mediator] = await Promise.all([login(server.url, 'admin'), login(server.url, 'mediator')]);
}, 60_000);
afterAll(() => server.cleanup());

const get = async <T>(path: string, token = admin): Promise<T> => (await (await fetch(server.url + path, authorized(token))).json()) as T;
const take = (id: string, token = mediator) => postJson(`${server.url}/v1/pwt/contract/${id}/take`, {}, token);
const handOver = (id: string, staffId: string) => postJson(`${server.url}/v1/pwt/contract/${id}/handOver`, { staffId }, admin);
const resolve = (id: string, outcome = 'none', token = mediator) =>
  postJson(`${server.url}/v1/pwt/contract/${id}/dispute`, { contractId: id, outcome, reason: 'Checked' }, token);
const openIds = async (count: number, page: number) =>
  (await get<Page<Wire<DisputeQueueRow>>>(`/v1/pwt/disputes?state=open&size=${count}&page=${page}`)).items.map((r) => r.contractId);
const trailOf = async (id: string) => (await get<Page<Wire<AuditEntry>>>(`/v1/pwt/contract/${id}/audit?size=100`)).items;
const firstId = async (sql: string) => String((await server.db.execute(sql)).rows[0].id);

describe('only an open dispute is a case', () => {
  it('answers 409 CASE_NOT_OPEN to taking a contract without a dispute or with a resolved one, and writes nothing', async () => {
    const undisputed = await firstId('SELECT c.id FROM contracts c WHERE NOT EXISTS (SELECT 1 FROM disputes d WHERE d.contract_id = c.id) LIMIT 1');
    const resolved = await firstId('SELECT contract_id AS id FROM disputes WHERE resolved_date IS NOT NULL LIMIT 1');
    for (const id of [undisputed, resolved]) {
      const answer = await take(id);
      expect(answer.status, id).toBe(409);
      expect(await answer.json()).toMatchObject({ error: 'CASE_NOT_OPEN' });
      expect((await get<Wire<CaseState>>(`/v1/pwt/contract/${id}/case`)).owner).toBeUndefined();
      expect((await trailOf(id)).filter((e) => e.action === 'case.take')).toEqual([]);
    }
  });

  it('hands over only an open dispute', async () => {
    const undisputed = await firstId('SELECT c.id FROM contracts c WHERE NOT EXISTS (SELECT 1 FROM disputes d WHERE d.contract_id = c.id) LIMIT 1');
    const mediatorId = await firstId("SELECT id FROM staff WHERE username = 'mediator'");
    const answer = await handOver(undisputed, mediatorId);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: 'CASE_NOT_OPEN' });
  });

  it('releases the owner when the dispute is resolved', async () => {
    const [id] = await openIds(1, 2);
    expect((await take(id)).status).toBe(200);
    expect((await resolve(id)).status).toBe(200);
    expect((await get<Wire<CaseState>>(`/v1/pwt/contract/${id}/case`)).owner).toBeUndefined();
    const row = (await get<Page<Wire<DisputeQueueRow> & { ownerId?: string }>>(`/v1/pwt/disputes?q=${id}`)).items[0];
    expect(row.ownerId).toBeUndefined();
  });

  it('of 20 resolutions at once, only the one that resolved writes a "dispute resolved" entry', async () => {
    const [id] = await openIds(1, 3);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => resolve(id, 'none', i % 2 ? admin : mediator)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...new Array(19).fill(409)]);
    expect((await resolve(id)).status).toBe(409);
    expect((await trailOf(id)).filter((e) => e.action === 'dispute.resolve')).toHaveLength(1);
  });
});

describe('a hand-over', () => {
  it.each(['locked', 'disabled'])('is refused to a %s mediator (400), and the case keeps its owner', async (flag) => {
    const [id] = await openIds(1, flag === 'locked' ? 4 : 5);
    const created = (await (await postJson(`${server.url}/v1/pwt/admin/staff`, { username: `to-${flag}`, isMediator: true }, admin)).json()) as Wire<CreatedStaffAccount>;
    await server.db.execute({ sql: `UPDATE staff SET ${flag} = 1 WHERE id = ?`, args: [created.account.id] });
    expect((await take(id)).status).toBe(200);
    expect((await handOver(id, created.account.id)).status).toBe(400);
    expect((await get<Wire<CaseState>>(`/v1/pwt/contract/${id}/case`)).owner?.username).toBe('mediator');
  });
});

describe('the audit trail', () => {
  it('refuses INSERT OR REPLACE and REPLACE INTO of an existing entry', async () => {
    const { rows } = await server.db.execute('SELECT id, staff_name FROM audit_log ORDER BY id LIMIT 1');
    const [{ id, staff_name: name }] = rows;
    for (const verb of ['INSERT OR REPLACE', 'REPLACE']) {
      await expect(
        server.db.execute({
          sql: `${verb} INTO audit_log (id, date, staff_id, staff_name, action, subject_type, subject_id) VALUES (?, '2020-01-01', 'x', 'forger', 'case.take', 'contract', '1-1')`,
          args: [id],
        }),
      ).rejects.toThrow(/append-only/);
    }
    expect((await server.db.execute({ sql: 'SELECT staff_name FROM audit_log WHERE id = ?', args: [id] })).rows[0].staff_name).toBe(name);
  });
});

describe('a password change in the trail', () => {
  it('names the change and holds neither password nor hash, old or new', async () => {
    const created = (await (await postJson(`${server.url}/v1/pwt/admin/staff`, { username: 'hash-check', isMediator: true }, admin)).json()) as Wire<CreatedStaffAccount>;
    const id = created.account.id;
    const hashOf = async () => String((await server.db.execute({ sql: 'SELECT password_hash AS h FROM staff WHERE id = ?', args: [id] })).rows[0].h);
    const before = await hashOf();
    expect((await postJson(`${server.url}/v1/pwt/settings`, { id, password: 'a-new-secret-password' }, admin)).status).toBe(200);
    const after = await hashOf();
    const { rows } = await server.db.execute({ sql: "SELECT before, after FROM audit_log WHERE subject_id = ? AND action = 'staff.password'", args: [id] });
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    for (const secret of [before, after, created.oneTimePassword, 'a-new-secret-password']) expect(text).not.toContain(secret);
    // nor any part of a hash (its salt or key, however it is encoded)
    for (const part of [...before.split(/[$:]/), ...after.split(/[$:]/)].filter((p) => p.length >= 16)) expect(text).not.toContain(part);
  });
});

describe('the audit filter', () => {
  it('takes the start day in and the day after the end day out, to the millisecond', async () => {
    const insert = (date: string) =>
      server.db.execute({
        sql: `INSERT INTO audit_log (date, staff_id, staff_name, action, subject_type, subject_id) VALUES (?, 'edge', 'edge', 'news.create', 'news', 'edge')`,
        args: [date],
      });
    for (const date of ['2021-02-28T23:59:59.999Z', '2021-03-01T00:00:00.000Z', '2021-03-01T23:59:59.999Z', '2021-03-02T00:00:00.000Z']) await insert(date);
    const page = await get<Page<Wire<AuditEntry>>>('/v1/pwt/audit?staffId=edge&from=2021-03-01&to=2021-03-01');
    expect(page.items.map((e) => e.date).sort()).toEqual(['2021-03-01T00:00:00.000Z', '2021-03-01T23:59:59.999Z']);
  });
});

describe('presence', () => {
  it('is refused for a contract that does not exist, and nobody hears of it', async () => {
    const [watcher, asker] = [openTestSocket(server.url), openTestSocket(server.url)];
    await Promise.all([watcher.auth(admin), asker.auth(mediator)]);
    asker.send({ path: '/v1/pwt/presence', contractId: '999999-999998' });
    expect(await asker.next((m) => m.error !== undefined)).toMatchObject({ error: 'NOT_FOUND', path: '/v1/pwt/presence' });
    // a real case opened afterwards is the first presence the watcher hears
    const [id] = await openIds(1, 6);
    asker.send({ path: '/v1/pwt/presence', contractId: id });
    await watcher.next((m) => m.event === 'presence' && JSON.stringify(m.data).includes(id));
    expect(watcher.received.filter((m) => m.event === 'presence' && JSON.stringify(m.data).includes('999999-999998'))).toEqual([]);
    for (const s of [watcher, asker]) s.ws.close();
  });
});
