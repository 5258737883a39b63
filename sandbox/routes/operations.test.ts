// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStaffAccount } from '../../src/contract';
import type { OperationsReport } from '../../src/contract/operations';
import type { Wire } from '../db/records';
import { recordAlert } from '../db/store/caseClocks';
import { openTestSocket } from '../socket/testClient';
import { getJson, login, postJson, startTestServer, type TestServer } from '../testing';

/**
 * The operations view over HTTP, on the sandbox's real tables: a hand-built day of two mediators
 * of the test's own, on a clock the test moves (no sleeping), checked figure by figure.
 */

/** minutes: the whole day fits in one staff session (an hour) */
const M = 60_000;
const DAY_TEXT = '2031-03-10';
const D = Date.parse(`${DAY_TEXT}T08:00:00.000Z`);
let frozen: number | null = null;
let server: TestServer;
let admin: string;
const mediators: Record<'ann' | 'bob', { id: string; token: string; name: string }> = {} as never;

beforeAll(async () => {
  server = await startTestServer({ faults: true, now: () => frozen ?? Date.now() });
  frozen = D; // from here on the sandbox's clock is the test's: the seed's history lies years before
  admin = await login(server.url, 'admin');
  for (const who of ['ann', 'bob'] as const) {
    const name = `ops-${who}`;
    const created = (await (await postJson(`${server.url}/v1/pwt/admin/staff`, { username: name, isMediator: true }, admin)).json()) as Wire<CreatedStaffAccount>;
    mediators[who] = { id: created.account.id, name, token: await login(server.url, name, created.oneTimePassword) };
  }
}, 60_000);
afterAll(() => server.cleanup());

const get = <T>(path: string, token = admin) => getJson<T>(server.url + path, token);

/** Cases of the test's own: contracts of the seed without a dispute, disputed by a trader now. */
async function freshCases(count: number): Promise<{ id: string; raised: number }[]> {
  const { rows } = await server.db.execute(
    `SELECT id FROM contracts c WHERE trade_status NOT IN ('dispute', 'tradeCanceled', 'tradeCompleted', 'rateUser')
     AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.contract_id = c.id) ORDER BY id LIMIT 40`,
  );
  const cases: { id: string; raised: number }[] = [];
  for (const row of rows) {
    const id = String(row.id);
    const raised = await postJson(`${server.url}/__platform/contract/${id}/dispute`, { initiator: 'seller', reason: 'noPayment.seller', message: 'Not paid.' });
    if (raised.status === 201) cases.push({ id, raised: frozen! });
    if (cases.length === count) return cases;
  }
  throw new Error('not enough contracts to dispute');
}

async function writes(token: string, contractId: string, message: string) {
  const socket = openTestSocket(server.url);
  await socket.auth(token);
  socket.send({ path: '/v1/contract/chat', contractId, message });
  await socket.next((m) => m.message === message || m.error !== undefined);
  socket.ws.close();
}

const at = (minutes: number) => void (frozen = D + minutes * M);
const take = (id: string, token: string) => postJson(`${server.url}/v1/pwt/contract/${id}/take`, {}, token);
const resolve = (id: string, outcome: string, token: string) => postJson(`${server.url}/v1/pwt/contract/${id}/dispute`, { contractId: id, outcome, reason: 'Checked' }, token);

describe('GET /v1/pwt/operations', () => {
  it('counts a hand-built day: takes, a hand-over mid-way, replies, resolutions, a case with no reply yet', async () => {
    at(0);
    const [first, second, third] = await freshCases(3);
    const { ann, bob } = mediators;
    at(1);
    expect((await take(first.id, ann.token)).status).toBe(200);
    at(2);
    expect((await postJson(`${server.url}/v1/pwt/contract/${first.id}/handOver`, { staffId: bob.id }, admin)).status).toBe(200);
    expect((await take(second.id, ann.token)).status).toBe(200);
    expect((await take(third.id, ann.token)).status).toBe(200);
    at(10);
    await writes(bob.token, first.id, 'Please send the proof of payment.');
    at(20);
    expect((await resolve(first.id, 'buyerWins', bob.token)).status).toBe(200);
    at(30);
    await writes(ann.token, third.id, 'I am looking into it.');
    // an alert as the case clocks' check records it: to ann alone, then to ann and the admins
    await recordAlert(server.db, { contractId: second.id, kind: 'firstReply', since: new Date(D), level: 1 }, [ann.id], new Date(D + 35 * M).toISOString());
    await recordAlert(server.db, { contractId: second.id, kind: 'firstReply', since: new Date(D), level: 2 }, [ann.id, 'some-admin'], new Date(D + 36 * M).toISOString());
    at(40);
    expect((await resolve(third.id, 'sellerWins', ann.token)).status).toBe(200);

    const { status, body } = await get<OperationsReport>(`/v1/pwt/operations?start=${DAY_TEXT}&end=${DAY_TEXT}`);
    expect(status).toBe(200);
    const row = (id: string) => body.rows.find((r) => r.staffId === id)!;
    expect(row(ann.id)).toMatchObject({
      username: 'ops-ann',
      taken: 3,
      handedOver: 1,
      resolved: 1,
      openNow: 1,
      awaitingReply: 1,
      firstReply: { count: 1, medianMs: 30 * M },
      resolution: { count: 1, medianMs: 40 * M },
      outcomes: { buyerWins: 0, sellerWins: 1, none: 0, cancelTrade: 0, payOutBuyer: 0 },
      alerts: 2,
    });
    expect(row(bob.id)).toMatchObject({
      taken: 1,
      handedOver: 0,
      resolved: 1,
      openNow: 0,
      firstReply: { count: 1, medianMs: 10 * M },
      resolution: { count: 1, medianMs: 20 * M },
      outcomes: { buyerWins: 1, sellerWins: 0 },
    });
    // nobody else did anything that day: the totals are theirs
    expect(body.totals).toMatchObject({ taken: 4, handedOver: 1, resolved: 2, firstReply: { count: 2 }, resolution: { count: 2 } });
  });

  it('refuses a period it does not bound: missing days, end before start, more than 366 days', async () => {
    expect((await get('/v1/pwt/operations')).status).toBe(400);
    const backwards = await get<{ error: string; details: Record<string, string> }>('/v1/pwt/operations?start=2031-03-10&end=2031-03-09');
    expect(backwards).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT', details: { end: 'must not be before start' } } });
    expect((await get('/v1/pwt/operations?start=2030-01-01&end=2031-01-02')).status).toBe(400);
    expect((await get('/v1/pwt/operations?start=2030-01-01&end=2030-12-31')).status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await get(`/v1/pwt/operations?start=${DAY_TEXT}&end=${DAY_TEXT}`, mediators.ann.token)).status).toBe(403);
  });
});
