// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Contract, DisputeHistoryRow, DisputeQueueRow, Page } from '../../src/contract';
import { CHAT_PAGE_SIZE } from '../../src/contract/constants';
import { getJson, login, postJson, startTestServer, type TestServer } from '../testing';

/** Who wrote a chat message: `from` is a party's id or `system`; anyone else is a mediator. */
const sideOf = (from: string, contract: Contract) =>
  from === 'system' ? 'system' : from === contract.seller.id ? 'seller' : from === contract.buyer.id ? 'buyer' : 'mediator';

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

describe('GET /v1/pwt/disputes', () => {
  it('pages as { items, total } with the oldest open dispute first by default', async () => {
    const first = await queue('state=open&size=10');
    const second = await queue('state=open&size=10&page=1');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    expect(second.total).toBe(first.total);
    const dates = [...first.items, ...second.items].map((row) => new Date(row.disputeDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(20);
    expect(first.items.every((row) => row.state === 'open' && row.outcome === undefined)).toBe(true);
  });

  it.each([
    ['reason=abusive', (r: DisputeQueueRow) => r.reason === 'abusive'],
    ['currency=EUR', (r: DisputeQueueRow) => r.currency === 'EUR'],
    ['initiator=seller', (r: DisputeQueueRow) => r.initiator === 'seller'],
    ['state=resolved', (r: DisputeQueueRow) => r.state === 'resolved' && Boolean(r.outcome)],
    ['olderThanHours=72', (r: DisputeQueueRow) => Date.now() - new Date(r.disputeDate).getTime() >= 72 * 3_600_000],
  ])('filters by %s', async (query, matches) => {
    const all = await queue('size=100');
    const some = await queue(`${query}&size=100`);
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
    expect(some.items.every(matches)).toBe(true);
    expect(some.total).toBe(all.items.filter(matches).length);
  });

  it('filters by payment method, contract id (both forms) and a party', async () => {
    const [row] = (await queue('size=1')).items;
    expect((await queue(`paymentMethod=${row.paymentMethod}`)).items.every((r) => r.paymentMethod === row.paymentMethod)).toBe(true);
    expect((await queue(`q=${row.contractId}`)).items.map((r) => r.contractId)).toEqual([row.contractId]);
    const shown = `PC-${row.contractId.split('-').map((n) => Number(n).toString(16).toUpperCase()).join('-')}`;
    expect((await queue(`q=${shown}`)).items.map((r) => r.contractId)).toEqual([row.contractId]);
    const byUser = await queue(`q=Peach${row.sellerId.slice(0, 8)}`);
    expect(byUser.items.map((r) => r.contractId)).toContain(row.contractId);
    expect(byUser.items.every((r) => [r.sellerId, r.buyerId].some((id) => id.startsWith(row.sellerId.slice(0, 8))))).toBe(true);
    expect(await queue('q=nothing-like-an-id')).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['sort=amount', (r: DisputeQueueRow) => r.amount, 'desc'],
    ['sort=amount&order=asc', (r: DisputeQueueRow) => r.amount, 'asc'],
    ['sort=unread', (r: DisputeQueueRow) => r.unreadMessages, 'desc'],
    ['sort=age&order=desc', (r: DisputeQueueRow) => new Date(r.disputeDate).getTime(), 'desc'],
  ] as const)('sorts by %s', async (query, key, order) => {
    const values = (await queue(`${query}&size=100`)).items.map(key);
    const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
    expect(values).toEqual(sorted);
    expect(new Set(values).size).toBeGreaterThan(1);
  });

  it('answers a repeated view from its cache until the queue changes, whoever writes the change', async () => {
    const first = await queue('state=open&sort=unread&size=5');
    expect(await queue('state=open&sort=unread&size=5')).toEqual(first);
    // a write straight into the database, past every route (as the chat bench does): the triggers move the version
    const id = first.items[0].contractId;
    await server.db.execute({ sql: 'UPDATE contracts SET messages = messages + 1000 WHERE id = ?', args: [id] });
    const after = await queue('state=open&sort=unread&size=5');
    expect(after.items[0]).toMatchObject({ contractId: id, unreadMessages: first.items[0].unreadMessages + 1000 });
    await server.db.execute({ sql: 'UPDATE contracts SET messages = messages - 1000 WHERE id = ?', args: [id] });
    expect(await queue('state=open&sort=unread&size=5')).toEqual(first);
  });

  it('refuses bad parameters and sizes past the bound', async () => {
    for (const query of ['size=101', 'size=0', 'page=-1', 'sort=price', 'state=closed', 'reason=bored', 'initiator=mediator', 'olderThanHours=x']) {
      const { status, body } = await get<{ error: string }>(`/v1/pwt/disputes?${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toBe('INVALID_INPUT');
    }
  });
});

describe('contract and chat', () => {
  it('answers the contract with both parties, the dispute and a timeline', async () => {
    const [id] = await openContractIds(1);
    const { status, body } = await get<Contract>(`/v1/pwt/contract/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, disputeActive: true, tradeStatus: 'dispute' });
    expect(body.seller.id).not.toBe(body.buyer.id);
    expect(typeof body.buyer.disputes.won).toBe('number');
    expect(body.timeline?.map((m) => m.moment)).toEqual(expect.arrayContaining(['created', 'disputed']));
    expect((await get(`/v1/pwt/contract/1-999999999`)).status).toBe(404);
  });

  it('pages the chat 21 at a time, newest first, with sides', async () => {
    const [id] = await openContractIds(1);
    const first = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat?page=0`)).body;
    const second = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat?page=1`)).body;
    expect(first).toHaveLength(21);
    expect(CHAT_PAGE_SIZE).toBe(21);
    const dates = [...first, ...second].map((m) => new Date(m.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const contract = (await get<Contract>(`/v1/pwt/contract/${id}`)).body;
    const sides = new Set([...first, ...second].map((m) => sideOf(m.from, contract)));
    for (const side of ['buyer', 'seller', 'system']) expect(sides).toContain(side);
    expect([...first, ...second].find((m) => m.from === 'system')?.message).toMatch(/^chat\.systemMessage\./);
    expect((await get(`/v1/pwt/contract/${id}/chat?page=x`)).status).toBe(400);
  });

  it('lists a user dispute history, newest first, and 404 for an unknown user', async () => {
    const [row] = (await queue('state=resolved&size=1')).items;
    const { body } = await get<DisputeHistoryRow[]>(`/v1/pwt/user/${row.buyerId}/disputeHistory`, maintainer);
    expect(body.find((h) => h.contractId === row.contractId)).toMatchObject({ side: 'buyer', state: 'resolved', outcome: row.outcome });
    expect((await get(`/v1/pwt/user/02${'0'.repeat(64)}/disputeHistory`)).status).toBe(404);
  });
});

describe('POST /v1/pwt/contract/:id/dispute', () => {
  it('validates the body', async () => {
    const [id] = await openContractIds(1);
    for (const body of [{ outcome: 'everyoneWins' }, { outcome: 'none', reason: '' }, { outcome: 'none', isBuyerPaymentDataIncorrect: 'yes' }, { outcome: 'none', contractId: '1-2' }]) {
      const response = await resolve(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'INVALID_INPUT' });
    }
    expect((await resolve(id, { outcome: 'none' }, maintainer)).status).toBe(403);
  });

  it('resolves once: effects, system message, queue; then 409 DISPUTE_ALREADY_RESOLVED', async () => {
    const [id] = await openContractIds(1);
    const before = (await get<Contract>(`/v1/pwt/contract/${id}`)).body;
    const response = await resolve(id, { outcome: 'buyerWins', isSellerPaymentDataIncorrect: true });
    expect(response.status).toBe(200);
    const after = (await response.json()) as Contract;
    expect(after).toMatchObject({ disputeActive: false, disputeOutcome: 'buyerWins', disputeWinner: 'buyer', tradeStatus: 'payoutPending', isSellerPaymentDataIncorrect: true });
    expect(after.seller.disputes.lost).toBe(before.seller.disputes.lost + 1);
    expect(after.buyer.disputes.won).toBe(before.buyer.disputes.won + 1);
    // newest first: the decision notice to the traders (docs/decisions/four-eyes.md), then the outcome
    const [notice, outcome] = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat`)).body;
    expect(outcome).toMatchObject({ roomId: `contract-${id}`, from: 'system', message: 'chat.systemMessage.dispute.outcome.buyerWins' });
    expect(notice).toMatchObject({ from: 'system', message: expect.stringMatching(/^Decision on your dispute: .*in favour of the buyer/) });
    expect((await queue(`state=open&q=${id}`)).total).toBe(0);
    expect((await queue(`state=resolved&q=${id}`)).items[0]).toMatchObject({ outcome: 'buyerWins', state: 'resolved' });

    const again = await resolve(id, { outcome: 'sellerWins' }, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'DISPUTE_ALREADY_RESOLVED' });
    expect((await get<Contract>(`/v1/pwt/contract/${id}`)).body.disputeOutcome).toBe('buyerWins');
  });

  it('20 concurrent resolutions: exactly 1 success and 19 × 409', async () => {
    const [, id] = await openContractIds(2);
    const before = (await get<Contract>(`/v1/pwt/contract/${id}`)).body;
    const outcomes = ['sellerWins', 'buyerWins', 'cancelTrade', 'payOutBuyer', 'none'];
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => resolve(id, { outcome: outcomes[i % 5] }, i % 2 ? admin : mediator)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...new Array(19).fill(409)]);
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ error?: string }>));
    expect(bodies.filter((b) => b.error === 'DISPUTE_ALREADY_RESOLVED')).toHaveLength(19);
    const chat = (await get<ChatMessage[]>(`/v1/pwt/contract/${id}/chat`)).body;
    expect(chat.filter((m) => m.message.startsWith('chat.systemMessage.dispute.outcome.') && new Date(m.date) > new Date(before.lastModified))).toHaveLength(1);
    const after = (await get<Contract>(`/v1/pwt/contract/${id}`)).body;
    expect(after.buyer.disputes.resolved).toBe(before.buyer.disputes.resolved + 1);
    expect(after.seller.disputes.resolved).toBe(before.seller.disputes.resolved + 1);
  });
});

describe('the small seed', () => {
  const column = async (sql: string) => (await server.db.execute(sql)).rows.map((r) => Object.values(r)[0]);

  it('has disputes of every reason in both states and every outcome', async () => {
    for (const open of [1, 0]) {
      expect(new Set(await column(`SELECT DISTINCT reason FROM dispute_queue WHERE is_open = ${open}`)).size, `is_open ${open}`).toBe(6);
    }
    expect(new Set(await column('SELECT DISTINCT outcome FROM disputes WHERE outcome IS NOT NULL')).size).toBe(5);
  });

  it('has chats where both parties, the mediator and the system talk', async () => {
    const [contractId] = await column(`SELECT contract_id FROM dispute_queue ORDER BY date LIMIT 1`);
    const contract = (await get<Contract>(`/v1/pwt/contract/${contractId}`)).body;
    const sides = new Set<string>();
    for (let page = 0; page < 4; page++) {
      for (const m of (await get<ChatMessage[]>(`/v1/pwt/contract/${contractId}/chat?page=${page}`)).body) {
        sides.add(sideOf(m.from, contract));
      }
    }
    expect(sides).toEqual(new Set(['buyer', 'seller', 'mediator', 'system']));
  });

  it('has parties who met before in another dispute, and numeric dispute counts', async () => {
    const [pairs] = await column(`SELECT count(*) FROM (SELECT min(seller_id, buyer_id), max(seller_id, buyer_id) FROM dispute_queue
      GROUP BY 1, 2 HAVING count(*) > 1)`);
    expect(Number(pairs)).toBeGreaterThan(0);
    expect(Number((await column(`SELECT count(*) FROM users WHERE json_type(disputes, '$.won') = 'null' OR json_type(disputes, '$.lost') = 'null'`))[0])).toBe(0);
  });
});
