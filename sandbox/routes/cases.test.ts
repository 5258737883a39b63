// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CasePresence, CaseState } from '../../src/contract/cases';
import type { CreatedStaffAccount, DisputeQueueRow, Page } from '../../src/contract';
import type { Wire } from '../db/records';
import { openTestSocket } from '../socket/testClient';
import { getJson, login, postJson, startTestServer, type TestServer } from '../testing';

let server: TestServer;
let admin: string;
let mediator: string;
let second: { id: string; token: string };
let mediatorId: string;

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  [admin, mediator] = await Promise.all([login(server.url, 'admin'), login(server.url, 'mediator')]);
  const created = (await (await postJson(`${server.url}/v1/pwt/admin/staff`, { username: 'second.mediator', isMediator: true }, admin)).json()) as Wire<CreatedStaffAccount>;
  second = { id: created.account.id, token: await login(server.url, 'second.mediator', created.oneTimePassword) };
  const { rows } = await server.db.execute("SELECT id FROM staff WHERE username = 'mediator'");
  mediatorId = String(rows[0].id);
}, 60_000);
afterAll(() => server.cleanup());

const get = <T>(path: string, token = mediator) => getJson<T>(server.url + path, token);
const queue = (query: string, token = mediator) => get<Page<Wire<DisputeQueueRow> & { ownerId?: string; ownerName?: string }>>(`/v1/pwt/disputes?${query}`, token).then((r) => r.body);
const take = (id: string, token: string) => postJson(`${server.url}/v1/pwt/contract/${id}/take`, {}, token);
const handOver = (id: string, staffId: string, token = admin) => postJson(`${server.url}/v1/pwt/contract/${id}/handOver`, { staffId }, token);
const openIds = async (count: number, page = 0) => (await queue(`state=open&size=${count}&page=${page}`)).items.map((r) => r.contractId);

describe('taking a case', () => {
  it('runs once: of two mediators taking at once, one owns the case and the other is told who', async () => {
    const [id] = await openIds(1, 3);
    const answers = await Promise.all([take(id, mediator), take(id, second.token)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const won = bodies.find((_b, i) => answers[i].status === 200) as Wire<CaseState>;
    const lost = bodies.find((_b, i) => answers[i].status === 409) as { error: string; details: { owner: { username: string } } };
    expect(lost.error).toBe('CASE_ALREADY_TAKEN');
    expect(lost.details.owner.username).toBe(won.owner!.username);
    expect((await get<Wire<CaseState>>(`/v1/pwt/contract/${id}/case`)).body.owner?.username).toBe(won.owner!.username);
    // the owner taking again is a no-op, answered with the case
    expect((await take(id, won.owner!.username === 'mediator' ? mediator : second.token)).status).toBe(200);
    const trail = (await get<Page<Wire<AuditEntry>>>(`/v1/pwt/contract/${id}/audit`)).body;
    expect(trail.items.filter((e) => e.action === 'case.take')).toEqual([
      expect.objectContaining({ staffName: won.owner!.username, subjectType: 'contract', subjectId: id, before: { owner: null }, after: { owner: won.owner!.username } }),
    ]);
  });

  it('shows the owner in the queue and filters mine and unassigned', async () => {
    const [id] = await openIds(1, 4);
    // the queue's answers are cached per queue version: one asked before the take is not served after it
    expect((await queue(`q=${id}`)).items[0].ownerId).toBeUndefined();
    expect((await take(id, mediator)).status).toBe(200);
    const row = (await queue(`q=${id}`)).items[0];
    expect(row).toMatchObject({ ownerId: mediatorId, ownerName: 'mediator' });
    const mine = await queue('state=open&owner=mine&size=100');
    expect(mine.items.map((r) => r.contractId)).toContain(id);
    expect(mine.items.every((r) => r.ownerId === mediatorId)).toBe(true);
    const unassigned = await queue('state=open&owner=unassigned&size=100');
    expect(unassigned.items.every((r) => r.ownerId === undefined)).toBe(true);
    const all = await queue('state=open&size=1');
    expect(unassigned.total).toBeLessThan(all.total);
    expect((await get(`/v1/pwt/disputes?owner=theirs`)).status).toBe(400);
  });

  it('lets an admin hand a case over, and no one else', async () => {
    const [id] = await openIds(1, 5);
    expect((await take(id, mediator)).status).toBe(200);
    expect((await handOver(id, second.id, mediator)).status).toBe(403);
    const answer = await handOver(id, second.id);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Wire<CaseState>).owner).toMatchObject({ id: second.id, username: 'second.mediator' });
    const { rows } = await server.db.execute("SELECT id FROM staff WHERE username = 'maintainer'");
    expect((await handOver(id, String(rows[0].id))).status).toBe(400); // a maintainer cannot take cases
    const trail = (await get<Page<Wire<AuditEntry>>>(`/v1/pwt/contract/${id}/audit`)).body.items;
    expect(trail[0]).toMatchObject({ action: 'case.handOver', staffName: 'admin', before: { owner: 'mediator' }, after: { owner: 'second.mediator' } });
  });

  it('answers 404 for an unknown contract', async () => {
    expect((await take('999999-999999', mediator)).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const { rows } = await server.db.execute('SELECT count(*) AS n FROM audit_log');
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    await expect(server.db.execute("UPDATE audit_log SET staff_name = 'someone'")).rejects.toThrow(/append-only/);
    await expect(server.db.execute('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('filters by staff member, action and days for admins only', async () => {
    const all = (await get<Page<Wire<AuditEntry>>>('/v1/pwt/audit', admin)).body;
    expect(all.total).toBeGreaterThan(0);
    const dates = all.items.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byAdmin = (await get<Page<Wire<AuditEntry>>>(`/v1/pwt/audit?action=case.handOver`, admin)).body;
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(byAdmin.items.every((e) => e.action === 'case.handOver' && e.staffName === 'admin')).toBe(true);
    const bySecond = (await get<Page<Wire<AuditEntry>>>(`/v1/pwt/audit?staffId=${mediatorId}`, admin)).body;
    expect(bySecond.items.every((e) => e.staffId === mediatorId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get<Page<Wire<AuditEntry>>>(`/v1/pwt/audit?from=${today}&to=${today}`, admin)).body.total).toBe(all.total);
    expect((await get<Page<Wire<AuditEntry>>>(`/v1/pwt/audit?to=2020-01-01`, admin)).body.total).toBe(0);
    expect((await get('/v1/pwt/audit?from=2024-02-30', admin)).status).toBe(400);
    expect((await get('/v1/pwt/audit?action=user.delete', admin)).status).toBe(400);
    expect((await get('/v1/pwt/audit', mediator)).status).toBe(403);
  });
});

describe('presence over the socket', () => {
  const presenceOf = (m: Record<string, unknown>, id: string) => (m.data as CasePresence[]).find((p) => p.contractId === id)?.staff.map((s) => s.username) ?? [];

  it('tells the others who has a case open, and forgets it when they leave or their socket drops', async () => {
    const [id] = await openIds(1, 6);
    const watcher = openTestSocket(server.url);
    const visitor = openTestSocket(server.url);
    await Promise.all([watcher.auth(admin), visitor.auth(second.token)]);
    watcher.send({ path: '/v1/pwt/presence', contractId: null });
    expect(await watcher.next((m) => m.event === 'presence')).toBeTruthy();

    watcher.mark();
    visitor.send({ path: '/v1/pwt/presence', contractId: id });
    expect(presenceOf(await watcher.next((m) => m.event === 'presence' && presenceOf(m, id).length > 0), id)).toEqual(['second.mediator']);

    watcher.mark();
    visitor.send({ path: '/v1/pwt/presence', contractId: null });
    expect(await watcher.next((m) => m.event === 'presence' && presenceOf(m, id).length === 0)).toBeTruthy();

    visitor.send({ path: '/v1/pwt/presence', contractId: id });
    await watcher.next((m) => m.event === 'presence' && presenceOf(m, id).length > 0);
    watcher.mark();
    visitor.ws.terminate(); // the socket drops without a goodbye
    expect(await watcher.next((m) => m.event === 'presence' && presenceOf(m, id).length === 0)).toBeTruthy();
    watcher.ws.close();
  });

  it('counts maintainers (they read cases), refuses staff who read no cases and a malformed contract id', async () => {
    const [id] = await openIds(1, 7);
    const maintainer = openTestSocket(server.url);
    await maintainer.auth(await login(server.url, 'maintainer'));
    maintainer.send({ path: '/v1/pwt/presence', contractId: id });
    expect(presenceOf(await maintainer.next((m) => m.event === 'presence' && presenceOf(m, id).length > 0), id)).toEqual(['maintainer']);
    const analyst = openTestSocket(server.url);
    await analyst.auth(await login(server.url, 'analyst'));
    analyst.send({ path: '/v1/pwt/presence', contractId: '1-2' });
    expect(await analyst.next((m) => m.error !== undefined)).toMatchObject({ error: 'UNAUTHORIZED', path: '/v1/pwt/presence' });
    analyst.ws.close();
    const client = openTestSocket(server.url);
    await client.auth(mediator);
    client.send({ path: '/v1/pwt/presence', contractId: '<script>' });
    expect(await client.next((m) => m.error !== undefined)).toMatchObject({ error: 'INVALID_INPUT' });
    maintainer.ws.close();
    client.ws.close();
  });
});
