// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockOf, type CaseClocksAnswer, type ClockThresholds } from '../../src/contract/caseClocks';
import type { AuditEntry, Page } from '../../src/contract';
import type { Wire } from '../db/records';
import { storeChatMessage } from '../db/store/chat';
import { openTestSocket } from '../socket/testClient';
import { authorized, getJson, login, postJson, startTestServer, type TestServer } from '../testing';

let server: TestServer;
let admin: string;
let mediator: string;
let mediatorId: string;

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  [admin, mediator] = await Promise.all([login(server.url, 'admin'), login(server.url, 'mediator')]);
  mediatorId = String((await server.db.execute("SELECT id FROM staff WHERE username = 'mediator'")).rows[0].id);
}, 60_000);
afterAll(() => server.cleanup());

const HOURS = 3_600_000;
const get = <T>(path: string, token = mediator) => getJson<T>(server.url + path, token);
const send = (method: string, path: string, body: unknown, token: string) =>
  fetch(server.url + path, authorized(token, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
const waits = (ids: string[]) => get<Wire<CaseClocksAnswer>>(`/v1/pwt/disputes/waits?ids=${ids.join(',')}`).then((r) => r.body);
const runAlerts = async (contractId: string, advanceHours: number) =>
  ((await (await postJson(`${server.url}/__jobs/caseAlerts`, { contractId, advanceHours })).json()) as { sent: { kind: string; level: number; recipients: string[] }[] }).sent;

/** A contract without a dispute, disputed now by its buyer (the trader route of tests). */
async function freshCase(): Promise<string> {
  const { rows } = await server.db.execute(
    'SELECT id FROM contracts WHERE id NOT IN (SELECT contract_id FROM disputes) AND id NOT IN (SELECT contract_id FROM case_clocks) ORDER BY id LIMIT 1',
  );
  const id = String(rows[0].id);
  expect((await postJson(`${server.url}/__platform/contract/${id}/dispute`, { initiator: 'buyer', reason: 'other' })).status).toBe(201);
  return id;
}
const traderWrites = (id: string, side: 'buyer' | 'seller') => postJson(`${server.url}/__platform/contract/${id}/chat`, { side, message: 'Any news?' });
const staffWrites = (id: string, at = new Date()) => storeChatMessage(server.db, id, mediatorId, 'Looking into it', at);

/** What clockOf derives from the case's chat as stored, as the route sends it. */
async function derived(id: string) {
  const { rows } = await server.db.execute({
    sql: `SELECT c.buyer_id, c.seller_id, d.date AS raised, d.initiator_role FROM contracts c
          JOIN disputes d ON d.contract_id = c.id AND d.resolved_date IS NULL WHERE c.id = ?`,
    args: [id],
  });
  const chat = await server.db.execute({ sql: 'SELECT "from", date FROM chat_messages WHERE contract_id = ?', args: [id] });
  const proposal = await server.db.execute({ sql: "SELECT proposed_at FROM resolution_proposals WHERE contract_id = ? AND state = 'waiting'", args: [id] });
  const clock = clockOf({
    contractId: id,
    raisedAt: new Date(String(rows[0].raised)),
    initiator: String(rows[0].initiator_role) as 'buyer' | 'seller',
    buyerId: String(rows[0].buyer_id),
    sellerId: String(rows[0].seller_id),
    messages: chat.rows.map((r) => ({ from: String(r.from), date: new Date(String(r.date)) })),
    ...(proposal.rows[0] ? { proposedAt: new Date(String(proposal.rows[0].proposed_at)) } : {}),
  });
  return JSON.parse(JSON.stringify(clock)) as unknown;
}

describe('the case clock', () => {
  it("the seed's open cases have the clocks clockOf derives from their chats (rebuilt at start)", async () => {
    const { rows } = await server.db.execute('SELECT contract_id FROM disputes WHERE resolved_date IS NULL ORDER BY contract_id LIMIT 12');
    const ids = rows.map((r) => String(r.contract_id));
    expect(ids.length).toBe(12);
    const clocks = (await waits(ids)).items;
    expect(clocks).toEqual(await Promise.all([...ids].sort().map(derived)));
    // the seed's chats have replies and waits of both kinds
    expect(clocks.some((c) => c.firstReplyAt)).toBe(true);
    expect(clocks.some((c) => c.unansweredSince)).toBe(true);
  });

  it('the triggers keep what clockOf derives from the chat', async () => {
    const id = await freshCase();
    await traderWrites(id, 'seller');
    const before = (await waits([id])).items[0];
    expect(before).toMatchObject({ contractId: id, initiator: 'buyer', waitingParty: 'both' });
    expect(before.firstReplyAt).toBeUndefined();
    expect(before.unansweredSince).toBe(before.raisedAt);
    await staffWrites(id);
    await traderWrites(id, 'buyer');
    expect((await waits([id])).items[0]).toEqual(await derived(id));
    expect((await waits([id])).items[0]).toMatchObject({ waitingParty: 'buyer' });
  });

  it('a resolution awaiting a second approval is staff\'s turn: both traders wait from its proposal', async () => {
    const id = await freshCase();
    await staffWrites(id);
    expect((await waits([id])).items[0].unansweredSince).toBeUndefined();
    const proposedAt = new Date().toISOString();
    const propose = (state: string) =>
      server.db.execute({
        sql: `INSERT INTO resolution_proposals (id, contract_id, outcome, reason, buyer_incorrect, seller_incorrect, buyer_sats, seller_sats,
                buyer_fee_sats, seller_fee_sats, state, proposed_by, proposed_by_name, proposed_at)
              VALUES (?, ?, 'buyerWins', 'Paid', 0, 0, 1000, 0, 0, 0, ?, ?, 'mediator', ?)`,
        args: [`p-${id}-${state}`, id, state, mediatorId, proposedAt],
      });
    await propose('waiting');
    const waiting = (await waits([id])).items[0];
    expect(waiting).toMatchObject({ unansweredSince: proposedAt, waitingParty: 'both' });
    expect(waiting).toEqual(await derived(id));
    await server.db.execute({ sql: "UPDATE resolution_proposals SET state = 'withdrawn' WHERE contract_id = ?", args: [id] });
    expect((await waits([id])).items[0].unansweredSince).toBeUndefined();
  });

  it('answers the open cases among the ids with the thresholds; refuses a malformed list', async () => {
    const answer = await waits(['no-such-case']);
    expect(answer).toEqual({ items: [], thresholds: { firstReplyHours: 12, answerHours: 24, resolutionDays: 7 } });
    expect((await get('/v1/pwt/disputes/waits?ids=a;b')).status).toBe(400);
  });

  it('sorts the queue by the longest wait on staff and filters the unattended', async () => {
    const page = await get<Page<{ contractId: string }>>('/v1/pwt/disputes?state=open&sort=waitOnUs&size=100');
    const clocks = (await waits(page.body.items.map((r) => r.contractId))).items;
    const since = new Map(clocks.map((c) => [c.contractId, c.unansweredSince ?? '~']));
    const order = page.body.items.map((r) => since.get(r.contractId) ?? '~');
    expect(order).toEqual([...order].sort());
    const unattended = await get<Page<{ contractId: string }>>('/v1/pwt/disputes?state=open&unattendedHours=48&size=100');
    const cutoff = Date.now() - 48 * HOURS;
    expect(unattended.body.total).toBe(clocks.filter((c) => c.unansweredSince && Date.parse(c.unansweredSince) <= cutoff).length);
    expect((await get('/v1/pwt/disputes?unattendedHours=x')).status).toBe(400);
  });
});

describe('the thresholds', () => {
  it('an admin sets them, audited; a mediator may not; a bad value is named', async () => {
    const next: ClockThresholds = { firstReplyHours: 6, answerHours: 24, resolutionDays: 10 };
    expect((await send('PUT', '/v1/pwt/caseClocks/thresholds', next, mediator)).status).toBe(403);
    const bad = await send('PUT', '/v1/pwt/caseClocks/thresholds', { ...next, answerHours: 0 }, admin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toEqual({ answerHours: 'must be a positive integer' });
    expect(await (await send('PUT', '/v1/pwt/caseClocks/thresholds', next, admin)).json()).toEqual(next);
    const trail = (await get<Page<Wire<AuditEntry>>>('/v1/pwt/audit?action=clocks.thresholds', admin)).body.items;
    expect(trail[0]).toMatchObject({ subjectType: 'setting', before: { firstReplyHours: 12, resolutionDays: 7 }, after: { firstReplyHours: 6, resolutionDays: 10 } });
    await send('PUT', '/v1/pwt/caseClocks/thresholds', { firstReplyHours: 12, answerHours: 24, resolutionDays: 7 }, admin);
  });
});

describe('the alerts', () => {
  it('tell the owner once, then the admins at twice the threshold, nothing twice across a restart, and again after a reply and a new wait', async () => {
    const id = await freshCase();
    expect((await postJson(`${server.url}/v1/pwt/contract/${id}/take`, {}, mediator)).status).toBe(200);
    const socket = openTestSocket(server.url);
    await socket.auth(mediator);
    const adminId = String((await server.db.execute("SELECT id FROM staff WHERE username = 'admin'")).rows[0].id);

    expect(await runAlerts(id, 11)).toEqual([]);
    // the first reply is 12 h due: the owner, signed in, is told alone
    expect(await runAlerts(id, 13)).toEqual([expect.objectContaining({ kind: 'firstReply', level: 1, recipients: [mediatorId] })]);
    const told = await socket.next((m) => m.event === 'notification' && (m.data as { contractId?: string }).contractId === id);
    expect(told.data).toMatchObject({ type: 'pwt.case.unattended', contractId: id, rule: 'firstReply' });
    expect(await runAlerts(id, 13)).toEqual([]);
    // twice the threshold: the admins (and the owner) hear of it
    const escalated = await runAlerts(id, 25);
    expect(escalated).toEqual([expect.objectContaining({ kind: 'firstReply', level: 2 })]);
    expect(escalated[0].recipients).toEqual(expect.arrayContaining([adminId, mediatorId]));
    socket.ws.close();

    // a restart on the same database sends nothing again
    await server.close();
    server = await server.restart();
    expect(await runAlerts(id, 30)).toEqual([]);

    // a staff reply resets: no first-reply rule any more, and no answer wait until a trader writes
    await staffWrites(id);
    expect(await runAlerts(id, 30)).toEqual([]);
    await traderWrites(id, 'seller');
    // the owner is not signed in now: the admins are told at once
    const again = await runAlerts(id, 25);
    expect(again).toEqual([expect.objectContaining({ kind: 'answer', level: 1 })]);
    expect(again[0].recipients).toEqual(expect.arrayContaining([mediatorId, adminId]));
  });

  it('a case without an owner tells every mediator', async () => {
    const id = await freshCase();
    const sent = await runAlerts(id, 13);
    const mediators = (await server.db.execute('SELECT id FROM staff WHERE is_mediator AND NOT locked AND NOT disabled ORDER BY id')).rows.map((r) => String(r.id));
    expect(sent).toEqual([expect.objectContaining({ kind: 'firstReply', level: 1, recipients: mediators })]);
  });
});
