// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeQueueRow, Page } from '../../src/contract';
import { TOKEN_TTL_MS } from '../http/auth';
import { AUTH_TIMEOUT_MS, MAX_CONNECTIONS_PER_STAFF, MAX_PENDING, MAX_PENDING_PER_ADDRESS } from './limits';
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
    // one after another, as tabs open: at once, they would be more than an address's waiting share
    const sockets: ReturnType<typeof openSocket>[] = [];
    for (let i = 0; i < 20; i++) {
      sockets.push(openSocket(server.url));
      expect(await sockets[i].auth(analyst)).toHaveProperty('accessToken');
    }
    const twentyFirst = openSocket(server.url);
    expect(await twentyFirst.auth(analyst)).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(await twentyFirst.closed).toBe(1013);
    const mediator = openSocket(server.url);
    expect(await mediator.auth(await login(server.url, 'mediator'))).toHaveProperty('accessToken');
    for (const s of [...sockets, mediator]) s.ws.close();
  });

  it(`keeps strangers who never sign in to ${MAX_PENDING_PER_ADDRESS} waiting sockets of their address: a mediator from it still signs in and receives chat`, async () => {
    expect([MAX_PENDING_PER_ADDRESS, MAX_PENDING]).toEqual([10, 100]);
    const address = { localAddress: '127.0.0.31' };
    const strangers = Array.from({ length: 3 * MAX_PENDING_PER_ADDRESS }, () => openSocket(server.url, address));
    await Promise.all(strangers.map((s) => s.opened));
    // every stranger past the address's share pushed an older one out
    const closed = await Promise.all(strangers.slice(0, 2 * MAX_PENDING_PER_ADDRESS).map((s) => s.closed));
    expect(new Set(closed)).toEqual(new Set([1013]));
    const mediator = openSocket(server.url, address);
    expect(await mediator.auth(await login(server.url, 'mediator'))).toHaveProperty('accessToken');
    const [id] = await openIds(1);
    expect((await traderWrites(id, 'past the strangers')).status).toBe(201);
    expect(await mediator.next((m) => m.message === 'past the strangers')).toMatchObject({ roomId: `contract-${id}` });
    // more strangers now do not push a signed-in socket out
    const more = Array.from({ length: MAX_PENDING_PER_ADDRESS + 1 }, () => openSocket(server.url, address));
    await Promise.all(more.map((s) => s.opened));
    expect(mediator.ws.readyState).toBe(1);
    for (const s of [...strangers, ...more, mediator]) s.ws.close();
  });

  it(`closes a socket that does not sign in within ${AUTH_TIMEOUT_MS / 1000} s`, async () => {
    expect(AUTH_TIMEOUT_MS).toBe(5_000);
    const started = Date.now();
    const idle = openSocket(server.url);
    await idle.opened;
    expect(await idle.closed).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 100);
  }, 15_000);

  it('ends the socket of an account disabled outside the API before it is sent anything more', async () => {
    const [id] = await openIds(1);
    const member = await newMediator('disabled-mediator');
    const socket = openSocket(server.url);
    await socket.auth(member.token);
    await server.db.execute({ sql: 'UPDATE staff SET disabled = 1 WHERE id = ?', args: [member.id] });
    expect((await traderWrites(id, 'after disabling')).status).toBe(201);
    expect(await socket.closed).toBe(4401);
    expect(socket.received.some((m) => m.message === 'after disabling' || m.event === 'notification')).toBe(false);
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

