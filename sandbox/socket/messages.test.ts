// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, DisputeQueueRow, Page } from '../../src/contract';
import { hubFor } from './hub';
import { SOCKET_MAX_MESSAGE_BYTES } from './limits';
import { openSocket as openTestSocket } from './testing';
import { DEMO_STAFF } from '../seed';
import { getJson, login, postJson, startTestServer, type TestServer } from '../testing';

/** What the socket says and hears (messages.ts, hub.ts), and the traders' test-only routes it reports. */

const mediatorId = DEMO_STAFF.find((s) => s.username === 'mediator')!.id;

let server: TestServer;
let mediator: string;
let admin: string;
let maintainer: string;

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  [mediator, admin, maintainer] = await Promise.all([login(server.url, 'mediator'), login(server.url, 'admin'), login(server.url, 'maintainer')]);
});
afterAll(() => server.cleanup());

const get = <T>(path: string, token = mediator) => getJson<T>(server.url + path, token);
const queue = (query: string) => get<Page<DisputeQueueRow>>(`/v1/pwt/disputes?${query}`).then((r) => r.body);
const openContractIds = async (count: number) => (await queue(`state=open&size=${count}`)).items.map((row) => row.contractId);
const resolve = (id: string, body: Record<string, unknown>, token = mediator) =>
  postJson(`${server.url}/v1/pwt/contract/${id}/dispute`, { contractId: id, reason: 'Proof of payment checked', ...body }, token);

/** A socket client that keeps what it receives and waits for a message that matches. */
const openSocket = () => openTestSocket(server.url);

describe('socket', () => {
  it('refuses a wrong token and closes', async () => {
    const client = openSocket();
    expect(await client.auth('f'.repeat(64))).toMatchObject({ error: 'AUTHENTICATION_FAILURE' });
    expect(await client.closed).toBe(4401);
  });

  it('authenticates, stores a chat message as typed and sends it to the room with dataStale and a notification', async () => {
    const [id] = await openContractIds(1);
    const writer = openSocket();
    const reader = openSocket();
    const bystander = openSocket();
    expect(await writer.auth(mediator)).toMatchObject({ accessToken: mediator });
    await reader.auth(admin);
    await bystander.auth(maintainer);
    const hostile = '<img src=x onerror=alert(1)> & <script>alert(2)</script>';
    writer.send({ path: '/v1/contract/chat', contractId: id, message: hostile });
    const arrived = await reader.next((m) => m.roomId === `contract-${id}`);
    // the platform's message: its room, the writer's id as `from`, read by the writer; no id, no side
    expect(arrived).toMatchObject({ roomId: `contract-${id}`, from: mediatorId, message: hostile, readBy: [mediatorId] });
    expect(arrived).not.toHaveProperty('id');
    expect(arrived).not.toHaveProperty('side');
    expect(await writer.next((m) => m.roomId === `contract-${id}`)).toMatchObject({ message: hostile });
    expect(await reader.next((m) => m.event === 'dataStale')).toMatchObject({ data: expect.arrayContaining([['contractChat', id], ['disputes']]) });
    expect(await reader.next((m) => m.event === 'notification')).toMatchObject({ data: { type: 'pwt.contract.chat', contractId: id } });
    const [newest] = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat`)).body;
    expect(newest).toMatchObject({ message: hostile, from: mediatorId });
    // the maintainer may not write and hears nothing of the disputes area
    bystander.send({ path: '/v1/contract/chat', contractId: id, message: 'hello' });
    expect(await bystander.next((m) => 'error' in m)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(bystander.received.some((m) => 'roomId' in m || m.event)).toBe(false);
    expect(writer.received.some((m) => m.event === 'notification')).toBe(false);
    for (const c of [writer, reader, bystander]) c.ws.close();
  });

  it('handles messages queued before the authentication answer in order, and refuses bad ones', async () => {
    const [id] = await openContractIds(1);
    const client = openSocket();
    await new Promise((done) => client.ws.once('open', done));
    client.send({ path: '/v1/pwt/auth', accessToken: mediator });
    client.send({ path: '/v1/contract/chat', contractId: id, message: 'queued while connecting' });
    client.send({ path: '/v1/contract/chat', contractId: id, message: '' });
    client.send({ path: '/v1/contract/chat', contractId: '1-999999999', message: 'x' });
    expect(await client.next((m) => m.message === 'queued while connecting')).toMatchObject({ roomId: `contract-${id}`, from: mediatorId });
    expect(await client.next((m) => m.error === 'INVALID_INPUT')).toBeTruthy();
    expect(await client.next((m) => m.error === 'NOT_FOUND')).toBeTruthy();
    expect(client.received.findIndex((m) => 'accessToken' in m)).toBe(0);
    client.ws.close();
  });

  it('closes a connection whose message is larger than the limit', async () => {
    const client = openSocket();
    await client.auth(mediator);
    client.ws.send('x'.repeat(SOCKET_MAX_MESSAGE_BYTES + 1));
    expect(await client.closed).toBe(1009);
  });

  it('announces a resolution with the outcome message and dataStale, and reminds of old open disputes', async () => {
    const client = openSocket();
    await client.auth(admin);
    const [id] = await openContractIds(1);
    expect((await resolve(id, { outcome: 'cancelTrade' })).status).toBe(200);
    expect(await client.next((m) => m.roomId === `contract-${id}`)).toMatchObject({ from: 'system', message: 'chat.systemMessage.dispute.outcome.cancelTrade' });
    expect(await client.next((m) => m.event === 'dataStale' && JSON.stringify(m.data).includes(`"contract","${id}"`))).toBeTruthy();
    const reminded = await hubFor(server.db).remind(Date.now());
    expect(reminded.length).toBeGreaterThan(0);
    expect(await client.next((m) => m.event === 'notification')).toMatchObject({ data: { type: 'pwt.dispute.reminder', contractId: reminded[0] } });
    expect(await hubFor(server.db).remind(Date.now())).not.toContain(reminded[0]);
    client.ws.close();
  });
});

describe('a trader raising a dispute and writing (test-only platform routes)', () => {
  it('puts the new dispute in the queue, with its system messages, disputeRaised and dataStale', async () => {
    const { rows } = await server.db.execute('SELECT id FROM contracts WHERE id NOT IN (SELECT contract_id FROM disputes) LIMIT 1');
    const id = String(rows[0].id);
    const client = openSocket();
    await client.auth(mediator);
    const raise = () => postJson(`${server.url}/__platform/contract/${id}/dispute`, { initiator: 'seller', reason: 'noPayment.seller', message: 'No money' });
    expect((await raise()).status).toBe(201);
    expect(await client.next((m) => m.event === 'notification')).toMatchObject({ data: { type: 'pwt.contract.disputeRaised', contractId: id } });
    expect(await client.next((m) => m.event === 'dataStale')).toMatchObject({ data: expect.arrayContaining([['disputes']]) });
    expect((await queue(`state=open&q=${id}`)).items[0]).toMatchObject({ reason: 'noPayment.seller', initiator: 'seller', state: 'open' });
    const chat = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat`)).body;
    expect(chat.map((m) => m.message)).toContain('chat.systemMessage.mediatorWillJoinSoon');
    expect(chat.find((m) => m.message.startsWith('chat.systemMessage.disputeStarted.seller.noPayment.seller::Peach'))).toBeTruthy();
    expect((await raise()).status).toBe(409);

    const unread = (await queue(`q=${id}`)).items[0].unreadMessages;
    const said = await postJson(`${server.url}/__platform/contract/${id}/chat`, { side: 'buyer', message: 'I did pay <b>twice</b>' });
    expect(said.status).toBe(201);
    const buyerId = String((await server.db.execute({ sql: 'SELECT buyer_id FROM contracts WHERE id = ?', args: [id] })).rows[0].buyer_id);
    expect(await client.next((m) => m.roomId === `contract-${id}` && m.from === buyerId)).toMatchObject({ message: 'I did pay <b>twice</b>', readBy: [buyerId] });
    expect((await queue(`q=${id}`)).items[0].unreadMessages).toBe(unread + 1);
    client.ws.close();
  });
});
