// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/cases';
import type { ActiveSanctions, Sanction, SanctionList } from '../../src/contract/sanctions';
import type { Page, UserProfile } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { login, postJson, SeededApi, startTestServer, type TestServer } from '../testing';
import { openSocket } from '../socket/testing';

/** Graded sanctions over real HTTP on a seeded sandbox: giving, listing, lifting, expiring, bad input and who may. */

let server: TestServer;
let api: SeededApi;
let mediator: string;
let maintainer: string;
let analyst: string;
let users: string[];

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  [mediator, maintainer, analyst] = await Promise.all(['mediator', 'maintainer', 'analyst'].map((u) => login(server.url, u)));
  api = new SeededApi(server, mediator);
  users = (await api.rows('SELECT id FROM users WHERE banned = 0 AND id NOT IN (SELECT user_id FROM ban_log) ORDER BY id LIMIT 7')).map((r) => String(r.id));
});
afterAll(() => server.cleanup());

const give = <T = Sanction & { details?: unknown }>(userId: string, body: object, token = mediator, status = 200) => api.post<T>(`/v1/pwt/user/${userId}/sanctions`, body, token, status);
const auditOf = (userId: string) => api.get<Page<AuditEntry>>(`/v1/pwt/user/${userId}/audit?size=50`);

describe('giving a sanction', () => {
  it('gives a warning that the user page lists and the active look-up finds, audited with its after', async () => {
    const user = users[0];
    const warning = await give(user, { kind: 'warning', reason: ' Rude in chat ', appealNote: 'Write to support' });
    expect(warning).toMatchObject({ userId: user, kind: 'warning', reason: 'Rude in chat', appealNote: 'Write to support', status: 'active', createdBy: 'mediator', expiresAt: null });
    const list = await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`, maintainer);
    expect(list.items.map((s) => s.id)).toContain(warning.id);
    expect(list.platformDailyLimit).toBeGreaterThan(0);
    const active = await api.get<ActiveSanctions>(`/v1/pwt/sanctions/active?userIds=${user},${users[1]},nobody`, maintainer);
    expect(active.items.map((s) => s.id)).toEqual([warning.id]);
    const [entry] = (await auditOf(user)).items;
    expect(entry).toMatchObject({ action: 'sanction.give', subjectType: 'user', subjectId: user, staffName: 'mediator', before: null });
    expect(entry.after).toMatchObject({ sanction: warning.id, kind: 'warning', reason: 'Rude in chat', status: 'active' });
  });

  it('gives a limit below the platform for N days, and only one at a time', async () => {
    const user = users[1];
    const { platformDailyLimit } = await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`);
    const before = Date.now();
    const limit = await give(user, { kind: 'limit', reason: 'Chargeback risk', dailyLimit: platformDailyLimit - 1, days: 7 });
    expect(limit).toMatchObject({ kind: 'limit', dailyLimit: platformDailyLimit - 1, status: 'active' });
    const days = (Date.parse(limit.expiresAt!) - before) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await give(user, { kind: 'limit', reason: 'Again', dailyLimit: 10, days: 1 }, mediator, 409)).toMatchObject({ error: 'LIMIT_ALREADY_ACTIVE' });
  });

  it('refuses bad input at the field naming the rule', async () => {
    const user = users[2];
    const { platformDailyLimit } = await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`);
    const above = await give(user, { kind: 'limit', reason: 'x', dailyLimit: platformDailyLimit, days: 3 }, mediator, 400);
    expect(above).toMatchObject({ error: 'INVALID_INPUT', details: { dailyLimit: 'LIMIT_ABOVE_PLATFORM' } });
    const past = await give(user, { kind: 'warning', reason: 'x', expiresAt: new Date(Date.now() - DAY).toISOString() }, mediator, 400);
    expect(past).toMatchObject({ details: { expiresAt: 'EXPIRY_IN_PAST' } });
    const empty = await give(user, { kind: 'warning', reason: '   ' }, mediator, 400);
    expect(empty).toMatchObject({ details: { reason: 'REASON_REQUIRED' } });
    const many = await give(user, { kind: 'ban', reason: 'r\u202e', days: 0 }, mediator, 400);
    expect(many.details).toEqual({ kind: 'KIND_INVALID', reason: 'UNSAFE_TEXT' });
    expect(await give(user, { kind: 'limit', reason: 'x', dailyLimit: 5, days: 366 }, mediator, 400)).toMatchObject({ details: { days: 'DAYS_INVALID' } });
    expect(await api.one('SELECT count(*) FROM sanctions WHERE user_id = ?', [user])).toBe(0);
    expect(await api.one("SELECT count(*) FROM audit_log WHERE subject_id = ? AND action LIKE 'sanction.%'", [user])).toBe(0);
  });

  it('lets admins and mediators give and lift, and every trade role read; an unknown user is 404', async () => {
    const user = users[3];
    expect(await give(user, { kind: 'warning', reason: 'x' }, maintainer, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    await api.get(`/v1/pwt/user/${user}/sanctions`, analyst, 403);
    await api.get(`/v1/pwt/sanctions/active?userIds=${user}`, analyst, 403);
    const admin = await login(server.url, 'admin');
    const warning = await give(user, { kind: 'warning', reason: 'From the admin' }, admin);
    expect(await api.post(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: 'x' }, maintainer, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    await api.post(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: 'Cleared' }, admin);
    expect(await give(`03${'f'.repeat(64)}`, { kind: 'warning', reason: 'x' }, mediator, 404)).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('lifting and expiring', () => {
  it('lifts early only with a reason, once, audited with before and after', async () => {
    const user = users[4];
    const warning = await give(user, { kind: 'warning', reason: 'Spam' });
    expect(await api.post(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: '' }, mediator, 400)).toMatchObject({ details: { reason: 'REASON_REQUIRED' } });
    const lifted = await api.post<Sanction>(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: 'Apologised' });
    expect(lifted).toMatchObject({ status: 'lifted', endedBy: 'mediator', liftReason: 'Apologised' });
    expect(await api.post(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: 'Again' }, mediator, 409)).toMatchObject({ error: 'SANCTION_NOT_ACTIVE' });
    const [entry] = (await auditOf(user)).items;
    expect(entry).toMatchObject({ action: 'sanction.lift', before: { status: 'active', kind: 'warning' }, after: { status: 'lifted', reason: 'Apologised' } });
    expect((await api.get<ActiveSanctions>(`/v1/pwt/sanctions/active?userIds=${user}`)).items).toEqual([]);
  });

  it('expires a limit when the clock passes its end, audited as expired by the system, and not before', async () => {
    const user = users[5];
    const limit = await give(user, { kind: 'limit', reason: 'Reversed payment', dailyLimit: 100, days: 2 });
    const run = (advanceMs: number) => postJson(`${server.url}/__jobs/sanctionExpiry`, { advanceMs }).then((r) => r.json() as Promise<{ expired: string[] }>);
    expect((await run(DAY)).expired).toEqual([]);
    expect((await run(2 * DAY + 1_000)).expired).toEqual([limit.id]);
    const [after] = (await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`)).items;
    expect(after).toMatchObject({ id: limit.id, status: 'expired', endedBy: 'system' });
    const [entry] = (await auditOf(user)).items;
    expect(entry).toMatchObject({ action: 'sanction.expire', staffName: 'system', before: { status: 'active', expiresAt: limit.expiresAt }, after: { status: 'expired' } });
    expect((await run(3 * DAY)).expired).toEqual([]);
  });
});

describe('other staff hear of it', () => {
  it('announces a sanction given, lifted or expired over the socket (dataStale) to every role that reads them, so open pages refresh', async () => {
    const user = users[6];
    const reader = openSocket(server.url);
    await reader.auth(maintainer);
    // the n-th announcement since the socket opened (next() also finds what came already)
    const isStale = (m: Record<string, unknown>) => m.event === 'dataStale' && JSON.stringify(m.data).includes('"activeSanctions"');
    const announcement = (n: number) => reader.next((m) => isStale(m) && reader.received.filter(isStale)[n] === m);
    const warning = await give(user, { kind: 'warning', reason: 'Spam in chat' });
    expect(await announcement(0)).toMatchObject({ data: expect.arrayContaining([['sanctions'], ['activeSanctions'], ['users', 'getOne'], ['audit']]) });
    await api.post(`/v1/pwt/sanctions/${warning.id}/lift`, { reason: 'Apologised' });
    expect(await announcement(1)).toBeTruthy();
    const limit = await give(user, { kind: 'limit', reason: 'Reversed payment', dailyLimit: 100, days: 1 });
    expect(await announcement(2)).toBeTruthy();
    const run = await postJson(`${server.url}/__jobs/sanctionExpiry`, { advanceMs: 2 * DAY });
    expect(((await run.json()) as { expired: string[] }).expired).toContain(limit.id);
    expect(await announcement(3)).toBeTruthy();
    reader.ws.close();
  });
});

describe('bans among the sanctions', () => {
  it('lists the spec route ban as an active sanction, and the unban with its reason ends it', async () => {
    const user = String((await api.rows("SELECT id FROM users WHERE banned = 0 AND trades = 0 AND id NOT IN (SELECT user_id FROM ban_log) ORDER BY id DESC LIMIT 1"))[0].id);
    await api.post(`/v1/pwt/user/${user}/ban`, { reason: 'Scam' });
    let [ban] = (await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`)).items;
    expect(ban).toMatchObject({ kind: 'ban', reason: 'Scam', status: 'active', createdBy: 'mediator' });
    await api.post(`/v1/pwt/user/${user}/unban`, { reason: 'Proved identity' });
    [ban] = (await api.get<SanctionList>(`/v1/pwt/user/${user}/sanctions`)).items;
    expect(ban).toMatchObject({ kind: 'ban', status: 'lifted', endedBy: 'mediator', liftReason: 'Proved identity' });
    expect((await api.get<UserProfile>(`/v1/pwt/user/${user}`)).banned).toBe(false);
  });
});
