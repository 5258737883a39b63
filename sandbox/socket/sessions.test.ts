// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeQueueRow, Page } from '../../src/contract';
import { TOKEN_TTL_MS } from '../http/auth';
import { MAX_CONNECTIONS_PER_ADDRESS, MAX_CONNECTIONS_PER_STAFF } from './limits';
import { openSocket } from './testing';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** The socket after a session ends, its Host and Origin, its shares of the slots, and where staff may write. */

let server: TestServer;
let offset = 0;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ faults: true, now: () => Date.now() + offset });
  admin = await login(server.url, 'admin');
});
afterAll(() => server.cleanup());

const settings = (token: string, body: unknown) => postJson(`${server.url}/v1/pwt/settings`, body, token);
const openIds = async (count: number) =>
  ((await (await fetch(`${server.url}/v1/pwt/disputes?state=open&size=${count}`, authorized(admin))).json()) as Page<DisputeQueueRow>).items.map(
    (row) => row.contractId,
  );
/** A trader writes in a case: every disputes-area socket is sent the message. */
const traderWrites = (id: string, message: string) => postJson(`${server.url}/__platform/contract/${id}/chat`, { side: 'buyer', message });

/** A signed-in mediator-only account of its own (so tests that end its sessions do not touch others). */
async function newMediator(name: string): Promise<{ id: string; token: string }> {
  const created = await postJson(`${server.url}/v1/pwt/admin/staff`, { username: name, isMediator: true }, admin);
  expect(created.status, await created.clone().text()).toBe(201);
  const { account, oneTimePassword } = (await created.json()) as { account: { id: string }; oneTimePassword: string };
  return { id: account.id, token: await login(server.url, name, oneTimePassword) };
}

describe('a session that ends stops its sockets', () => {
  it.each([
    ['sign-out', async (m: { id: string; token: string }) => expect((await fetch(`${server.url}/v1/pwt/logout`, authorized(m.token))).status).toBe(200)],
    ['a lock', async (m: { id: string }) => expect((await settings(admin, { id: m.id, locked: true })).status).toBe(200)],
    ['a password reset', async (m: { id: string }) => expect((await settings(admin, { id: m.id, password: 'reset-by-admin' })).status).toBe(200)],
  ])('closes the socket with 4401 at %s, before the answer', async (what, end) => {
    const member = await newMediator(`ends-${what.replace(/\W/g, '')}`);
    const socket = openSocket(server.url);
    expect(await socket.auth(member.token)).toHaveProperty('accessToken');
    await end(member);
    expect(await socket.closed).toBe(4401);
  });

  it('sends a demoted mediator nothing more, while a mediator still receives', async () => {
    const [id] = await openIds(1);
    const demoted = await newMediator('demoted-mediator');
    const kept = await newMediator('kept-mediator');
    const [demotedSocket, keptSocket] = [openSocket(server.url), openSocket(server.url)];
    await demotedSocket.auth(demoted.token);
    await keptSocket.auth(kept.token);
    expect((await settings(admin, { id: demoted.id, isMediator: false, isMaintainer: true })).status).toBe(200);
    expect((await traderWrites(id, 'after the demotion')).status).toBe(201);
    await keptSocket.next((m) => m.message === 'after the demotion');
    await keptSocket.next((m) => m.event === 'notification');
    expect(demotedSocket.received.filter((m) => 'roomId' in m || 'event' in m)).toEqual([]);
    for (const s of [demotedSocket, keptSocket]) s.ws.close();
  });

  it('ends a socket whose token expired instead of sending to it', async () => {
    const [id] = await openIds(1);
    const member = await newMediator('expiring-mediator');
    const socket = openSocket(server.url);
    await socket.auth(member.token);
    offset += TOKEN_TTL_MS + 1_000;
    try {
      expect((await traderWrites(id, 'after the expiry')).status).toBe(201);
      expect(await socket.closed).toBe(4401);
      expect(socket.received.some((m) => m.message === 'after the expiry')).toBe(false);
    } finally {
      offset -= TOKEN_TTL_MS + 1_000;
    }
  });
});

describe('who may open the socket', () => {
  it('refuses a Host outside the allow-list (421) and another site as Origin (403)', async () => {
    expect(await openSocket(server.url, { headers: { Host: 'evil.example' } }).refused).toBe(421);
    expect(await openSocket(server.url, { origin: 'https://evil.example' }).refused).toBe(403);
    const ours = openSocket(server.url, { origin: server.url });
    expect(await ours.auth(admin)).toHaveProperty('accessToken');
    ours.ws.close();
  });

  it(`lets one staff member hold ${MAX_CONNECTIONS_PER_STAFF} sockets, not 21, and leaves room for others`, async () => {
    expect(MAX_CONNECTIONS_PER_STAFF).toBe(20);
    const analyst = await login(server.url, 'analyst');
    const sockets = Array.from({ length: 20 }, () => openSocket(server.url));
    for (const s of sockets) expect(await s.auth(analyst)).toHaveProperty('accessToken');
    const twentyFirst = openSocket(server.url);
    expect(await twentyFirst.auth(analyst)).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(await twentyFirst.closed).toBe(1013);
    const mediator = openSocket(server.url);
    expect(await mediator.auth(await login(server.url, 'mediator'))).toHaveProperty('accessToken');
    for (const s of [...sockets, mediator]) s.ws.close();
  });

  it(`lets one address hold ${MAX_CONNECTIONS_PER_ADDRESS} sockets, not one more`, async () => {
    expect(MAX_CONNECTIONS_PER_ADDRESS).toBe(200);
    const sockets = Array.from({ length: 200 }, () => openSocket(server.url, { localAddress: '127.0.0.31' }));
    await Promise.all(sockets.map((s) => s.opened));
    const extra = openSocket(server.url, { localAddress: '127.0.0.31' });
    expect(await extra.closed).toBe(1013);
    const elsewhere = openSocket(server.url, { localAddress: '127.0.0.32' });
    expect(await elsewhere.auth(admin)).toHaveProperty('accessToken');
    for (const s of [...sockets, elsewhere]) s.ws.close();
  });
});

describe('where staff may write', () => {
  it('refuses chat into a contract that is not in an open dispute, and text with bidi overrides', async () => {
    const socket = openSocket(server.url);
    await socket.auth(admin);
    const { rows } = await server.db.execute(
      'SELECT c.id FROM contracts c WHERE NOT EXISTS (SELECT 1 FROM dispute_queue q WHERE q.contract_id = c.id AND q.is_open = 1) LIMIT 1',
    );
    const closedId = String(rows[0].id);
    socket.send({ path: '/v1/contract/chat', contractId: closedId, message: 'hello' });
    expect(await socket.next((m) => 'error' in m)).toMatchObject({ error: 'NO_OPEN_DISPUTE' });
    const [openId] = await openIds(1);
    socket.send({ path: '/v1/contract/chat', contractId: openId, message: 'pay to \u202Ecba\u202C now' });
    expect(await socket.next((m) => m.error === 'INVALID_INPUT')).toMatchObject({ path: '/v1/contract/chat' });
    socket.send({ path: '/v1/contract/chat', contractId: openId, message: 'two\nlines are fine' });
    expect(await socket.next((m) => m.message === 'two\nlines are fine')).toMatchObject({ roomId: `contract-${openId}` });
    const { rows: stored } = await server.db.execute({
      sql: "SELECT count(*) AS n FROM chat_messages WHERE contract_id = ? AND message = 'hello'",
      args: [closedId],
    });
    expect(Number(stored[0].n)).toBe(0);
    socket.ws.close();
  });
});

