// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../src/contract/platformContractSchema';
import * as schemas from '../../src/contract/platformSchemas';
import { problemsOf, type Schema } from '../../src/contract/wireSchema';
import { DEMO_PASSWORD } from '../seed';
import { openSocket } from '../socket/testing';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/**
 * The platform contract: every sandbox answer that carries a published entity, captured from a
 * seeded sandbox that is not strict and then from the same database strict, held against the
 * schemas of src/contract/platformSchemas.ts (each tied at compile time to its type in
 * src/contract/platform.ts). Strict, no field beyond the published ones may travel; not strict, only
 * the documented staff extras may travel beside them.
 *
 * Answers checked, per mode:
 * - GET /v1/pwt/contract/:id: a contract in an open dispute, one whose dispute is resolved, one never disputed (Contract)
 * - POST /v1/pwt/contract/:id/dispute: the resolved contract (Contract)
 * - GET /v1/pwt/contract/:id/chat (ChatMessage[]) and a chat message over the socket (ChatMessage)
 * - GET /v1/pwt/user/:id (User) and GET /v1/pwt/user/:id/tradingLimit (TradingLimit)
 * - GET /v1/pwt/offer/:id/details of a sell and of a buy offer (Offer)
 * - GET /v1/pwt/offer/:id/matches (MatchesAnswer), POST /v1/pwt/offer/search (OfferSearchAnswer)
 * - GET /v1/pwt/news (the NewsItem list with its staff part), POST /v1/pwt/news (a NewsItem with its staff part)
 * - GET /v1/info (GetInfoResponseBody), GET /v1/market/prices (Pricebook)
 * - GET /v1/events (BitcoinEvent[]: the country one of the platform's ten codes)
 * - POST /v1/start with a wrong and with the right password (GroupHug's start answer)
 */

interface Captured {
  name: string;
  schema: Schema<unknown>;
  body: unknown;
}

let server: TestServer;
const captured: Record<'extras' | 'strict', Captured[]> = { extras: [], strict: [] };

async function capture(running: TestServer, strict: boolean): Promise<Captured[]> {
  const base = running.url;
  const admin = await login(base, 'admin');
  const answers: Captured[] = [];
  const take = async (name: string, schema: Schema<unknown>, response: Promise<Response>) => {
    const r = await response;
    const body = (await r.json()) as unknown;
    expect(r.status, `${name}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(300);
    answers.push({ name, schema, body });
    return body;
  };
  const get = (name: string, schema: Schema<unknown>, path: string) => take(name, schema, fetch(base + path, authorized(admin)));
  const post = (name: string, schema: Schema<unknown>, path: string, body: unknown) => take(name, schema, postJson(base + path, body, admin));
  const first = async (sql: string) => String((await running.db.execute(sql)).rows[0].id);

  const open = (await running.db.execute('SELECT contract_id AS id FROM dispute_queue WHERE is_open = 1 ORDER BY contract_id LIMIT 2')).rows.map((r) => String(r.id));
  const resolved = await first('SELECT contract_id AS id FROM dispute_queue WHERE is_open = 0 LIMIT 1');
  const undisputed = await first('SELECT id FROM contracts WHERE id NOT IN (SELECT contract_id FROM disputes) AND payment_made IS NULL LIMIT 1');
  for (const id of [open[0], resolved, undisputed]) await get(`contract ${id}`, contract, `/v1/pwt/contract/${id}`);
  await get('chat page', chatList, `/v1/pwt/contract/${open[0]}/chat`);

  const socket = openSocket(base);
  await socket.auth(admin);
  socket.send({ path: '/v1/contract/chat', contractId: open[0], message: `contract test ${strict}` });
  answers.push({ name: 'chat over the socket', schema: schemas.chatMessage, body: await socket.next((m) => m.roomId === `contract-${open[0]}`) });
  socket.ws.close();
  await post('dispute resolution', contract, `/v1/pwt/contract/${open[1]}/dispute`, { contractId: open[1], outcome: 'buyerWins', reason: 'Proof of payment checked' });

  const userId = await first('SELECT id FROM users ORDER BY trades DESC LIMIT 1');
  await get('user', schemas.userProfile, `/v1/pwt/user/${userId}`);
  await get('trading limit', schemas.tradingLimit, `/v1/pwt/user/${userId}/tradingLimit`);
  // the sell offer with the most matches, so that the matches answer holds some to check
  const sell = await first(
    `SELECT o.id FROM offers o WHERE o.type = 'ask' AND o.online = 1
     ORDER BY (SELECT count(*) FROM offer_payment_methods p JOIN offer_payment_methods q ON q.currency = p.currency AND q.method = p.method
               JOIN offers b ON b.id = q.offer_id AND b.type = 'bid' AND b.online = 1 WHERE p.offer_id = o.id) DESC LIMIT 1`,
  );
  await get('sell offer details', schemas.offer, `/v1/pwt/offer/${sell}/details`);
  await get('buy offer details', schemas.offer, `/v1/pwt/offer/${await first("SELECT id FROM offers WHERE type = 'bid' LIMIT 1")}/details`);
  expect(((await get('matches', schemas.matchesAnswer, `/v1/pwt/offer/${sell}/matches`)) as { matches: unknown[] }).matches).not.toHaveLength(0);
  expect(((await post('offer search', schemas.offerSearchAnswer, '/v1/pwt/offer/search?size=50', {})) as { offers: unknown[] }).offers).not.toHaveLength(0);
  await post('news created', schemas.newsCreated, '/v1/pwt/news', { text: 'Contract test', language: 'en' });
  await get('news', schemas.newsAnswer, '/v1/pwt/news');
  await get('info', schemas.info, '/v1/info');
  await get('events', eventList, '/v1/events');
  await get('market prices', schemas.marketPrices, '/v1/market/prices');
  await post('GroupHug start, wrong password', schemas.groupHugStart, '/v1/start', { password: 'not the password' });
  await post('GroupHug start', schemas.groupHugStart, '/v1/start', { password: DEMO_PASSWORD });
  return answers;
}

const chatList: Schema<unknown> = { check: (v, path, strict, problems) => listCheck(schemas.chatMessage, v, path, strict, problems) };
const eventList: Schema<unknown> = { check: (v, path, strict, problems) => listCheck(schemas.bitcoinEvent, v, path, strict, problems) };
function listCheck(item: Schema<unknown>, value: unknown, path: string, strict: boolean, problems: string[]) {
  if (!Array.isArray(value) || value.length === 0) return void problems.push(`${path}: expected a non-empty list`);
  value.forEach((v, i) => item.check(v, `${path}[${i}]`, strict, problems));
}

beforeAll(async () => {
  // one seeding: the same database file, first not strict, then strict
  server = await startTestServer();
  captured.extras = await capture(server, false);
  await server.close();
  server = await server.restart({ strict: true });
  captured.strict = await capture(server, true);
}, 120_000);
afterAll(() => server.cleanup());

const names = (mode: 'extras' | 'strict') => captured[mode].map((c) => c.name);

describe.each([
  ['strict', true],
  ['extras', false],
] as const)('every published-entity answer of the %s sandbox', (mode, strict) => {
  it('fits the platform types', () => {
    expect(names(mode)).toHaveLength(19);
    const problems = captured[mode].flatMap(({ name, schema, body }) => problemsOf(schema, body, strict, name));
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  const contractOf = (mode: 'extras' | 'strict') => structuredClone(captured[mode].find((c) => c.name.startsWith('contract '))!.body) as Record<string, unknown>;

  it('finds the staff extras of a sandbox that is not strict when held strictly', () => {
    const withExtras = contractOf('extras');
    expect(withExtras).toHaveProperty('timeline');
    expect(problemsOf(contract, withExtras, true)).toEqual(expect.arrayContaining(['$.timeline: a staff extra in a strict answer']));
  });

  it.each([
    ['a field added', (c: Record<string, unknown>) => (c.sandboxOnly = 1), '$.sandboxOnly: not a field of this shape'],
    ['a field missing', (c: Record<string, unknown>) => delete c.priceCHF, '$.priceCHF: missing'],
    ['a field renamed', (c: Record<string, unknown>) => ((c.price_chf = c.priceCHF), delete c.priceCHF), '$.priceCHF: missing'],
    ['a field retyped', (c: Record<string, unknown>) => (c.amount = String(c.amount)), '$.amount: expected a finite number'],
    ['a date in another form', (c: Record<string, unknown>) => (c.creationDate = '2026-04-01T15:50:31Z'), '$.creationDate: expected an ISO date'],
    ['a party as an id', (c: Record<string, unknown>) => (c.seller = (c.seller as { id: string }).id), '$.seller: expected an object'],
    ['an extra where none is documented', (c: Record<string, unknown>) => ((c.seller as Record<string, unknown>).kyc = true), '$.seller.kyc: not a field'],
  ])('fails on %s, strict or not', (_what, change, problem) => {
    for (const mode of ['strict', 'extras'] as const) {
      const changed = contractOf(mode);
      change(changed);
      expect(problemsOf(contract, changed, mode === 'strict').join('\n')).toContain(problem);
    }
  });
});
