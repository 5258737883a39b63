// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, DisputeQueueRow, Page } from '../../src/contract';
import { DEMO_STAFF } from '../seed';
import { openSocket } from '../socket/testing';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** Per-staff unread counts (docs/decisions/unread.md), over real HTTP on a fresh database. */

const idOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.id;

let server: TestServer;
let mediatorA: string;
let mediatorB: string;

beforeAll(async () => {
  server = await startTestServer({ faults: true }); // faults: the test-only trader routes (/__platform)
  // two staff members who handle disputes: the mediator and the admin (who holds every role)
  [mediatorA, mediatorB] = await Promise.all([login(server.url, 'mediator'), login(server.url, 'admin')]);
});
afterAll(() => server.cleanup());

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(server.url + path, authorized(token));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const unreadOf = async (id: string, token: string) => (await get<Page<DisputeQueueRow>>(`/v1/pwt/disputes?q=${id}`, token)).items[0].unreadMessages;
/** every page of the case's chat, as the case reads it when scrolled to the top */
async function readWholeChat(id: string, token: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (let page = 0; ; page++) {
    const messages = await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat?page=${page}`, token);
    all.push(...messages);
    if (messages.length < 21) return all;
  }
}

describe('unread counts per staff member', () => {
  it('opening a case reads it for that staff member only; a new trader message raises both', async () => {
    // an open case neither has opened yet
    const { items } = await get<Page<DisputeQueueRow>>('/v1/pwt/disputes?state=open&sort=unread&size=1', mediatorA);
    const id = items[0].contractId;
    const [beforeA, beforeB] = [await unreadOf(id, mediatorA), await unreadOf(id, mediatorB)];
    expect(beforeA).toBeGreaterThan(0);
    expect(beforeB).toBeGreaterThan(0);

    // A opens the case: the newest page is what A sees first
    const newest = await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat?page=0`, mediatorA);
    expect(newest.every((m) => m.readBy.includes(idOf('mediator')))).toBe(true);
    expect(await unreadOf(id, mediatorA)).toBe(Math.max(0, beforeA - newest.filter((m) => m.from !== idOf('mediator')).length));
    // scrolled to the top, A has seen everything
    await readWholeChat(id, mediatorA);
    expect(await unreadOf(id, mediatorA)).toBe(0);
    expect(await unreadOf(id, mediatorB)).toBe(beforeB);

    // a trader writes: one more unread for both
    const said = await postJson(`${server.url}/__platform/contract/${id}/chat`, { side: 'buyer', message: 'Any news?' });
    expect(said.status).toBe(201);
    expect(await unreadOf(id, mediatorA)).toBe(1);
    expect(await unreadOf(id, mediatorB)).toBe(beforeB + 1);

    // B opens the case and reads it all: B's count is 0, A's stays 1
    const seen = await readWholeChat(id, mediatorB);
    expect(seen.every((m) => m.readBy.includes(idOf('admin')))).toBe(true);
    expect(await unreadOf(id, mediatorB)).toBe(0);
    expect(await unreadOf(id, mediatorA)).toBe(1);
  });

  it("a staff member's own message is read by them and unread for the others", async () => {
    const { items } = await get<Page<DisputeQueueRow>>('/v1/pwt/disputes?state=open&sort=age&size=1', mediatorA);
    const id = items[0].contractId;
    await readWholeChat(id, mediatorA);
    await readWholeChat(id, mediatorB);
    const socket = openSocket(server.url);
    try {
      await socket.auth(mediatorA);
      socket.send({ path: '/v1/contract/chat', contractId: id, message: 'I am looking into it.' });
      const mine = await socket.next((m) => m.roomId === `contract-${id}` && m.message === 'I am looking into it.');
      expect(mine).toMatchObject({ from: idOf('mediator'), readBy: [idOf('mediator')] });
    } finally {
      socket.ws.close();
    }
    expect(await unreadOf(id, mediatorA)).toBe(0);
    expect(await unreadOf(id, mediatorB)).toBe(1);
  });

  it('sorts unread first by the requester\'s own counts', async () => {
    const rows = (await get<Page<DisputeQueueRow>>('/v1/pwt/disputes?state=open&sort=unread&size=100', mediatorA)).items;
    const counts = rows.map((r) => r.unreadMessages);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // the cases A has read sit at the end for A, not for B
    const otherOrder = (await get<Page<DisputeQueueRow>>('/v1/pwt/disputes?state=open&sort=unread&size=100', mediatorB)).items.map((r) => r.contractId);
    expect(otherOrder).not.toEqual(rows.map((r) => r.contractId));
  });
});
