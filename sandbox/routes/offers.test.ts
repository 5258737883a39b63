// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchesAnswer, OfferAnswer, OfferSearchAnswer, OfferSearchIndex, UnreleasedEscrowPage } from '../../src/contract';
import { login, SeededApi, startTestServer, type TestServer } from '../testing';


/** The offer routes over real HTTP on a seeded sandbox: the offer search, an offer's details and matches, unreleased escrows. */

let server: TestServer;
let api: SeededApi;
let mediator: string;
let analyst: string;

beforeAll(async () => {
  server = await startTestServer();
  [mediator, analyst] = await Promise.all(['mediator', 'analyst'].map((u) => login(server.url, u)));
  api = new SeededApi(server, mediator);
});
afterAll(() => server.cleanup());

describe('offer search', () => {
  it('offers the choices: both types, the trade bounds, EUR with mbWay and bizum, event cash', async () => {
    const index = await api.get<OfferSearchIndex>('/v1/pwt/offer/search/index');
    expect(index.types).toEqual(['ask', 'bid']);
    expect(index.amount).toEqual({ min: 50_000, max: 2_000_000 });
    expect(index.meansOfPayment.EUR).toEqual(expect.arrayContaining(['sepa', 'mbWay', 'bizum', 'cash.be.antwerp.belgian-btc-embassy']));
  });

  it('narrows by type, online, amount and means of payment', async () => {
    const all = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search', {});
    const search = { type: 'ask', online: true, amount: [100_000, 250_000], meansOfPayment: { EUR: ['sepa', 'revolut'] } };
    const narrow = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search?size=100', search);
    expect(narrow.total).toBeGreaterThan(0);
    expect(narrow.total).toBeLessThan(all.total);
    for (const offer of narrow.offers) {
      expect(offer).toMatchObject({ type: 'ask', online: true });
      // a sell offer's amount is a number of sats on the platform
      expect(typeof offer.amount).toBe('number');
      expect(offer.amount).toBeGreaterThanOrEqual(100_000);
      expect(offer.amount).toBeLessThanOrEqual(250_000);
      expect(offer.meansOfPayment.EUR.some((m) => ['sepa', 'revolut'].includes(m))).toBe(true);
    }
    const anyEur = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search', { meansOfPayment: { EUR: [] } });
    expect(anyEur.total).toBeGreaterThan(narrow.total);
  });

  it('pages without overlap and says how many remain after the page', async () => {
    const first = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search?page=0&size=3', {});
    const second = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search?page=1&size=3', {});
    expect(first.offers).toHaveLength(3);
    expect(second.total).toBe(first.total);
    expect(first.remaining).toBe(first.total - 3);
    expect(second.remaining).toBe(Math.max(0, first.total - 3 - second.offers.length));
    const firstIds = first.offers.map((o) => o.id);
    expect(second.offers.some((o) => firstIds.includes(o.id))).toBe(false);
  });

  it('sends a buy offer’s amount as [min, max] and every owner as the platform’s public user', async () => {
    const bids = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search?size=20', { type: 'bid' });
    expect(bids.offers.length).toBeGreaterThan(0);
    for (const offer of bids.offers) {
      expect(offer.type).toBe('bid');
      const [min, max] = offer.amount as [number, number];
      expect(min).toBeLessThanOrEqual(max);
      expect(offer.user.id).toMatch(/^0[23][0-9a-f]{64}$/);
      expect(offer).not.toHaveProperty('userId');
    }
  });

  it('filters by the owner’s KYC', async () => {
    const [offer] = await api.rows('SELECT id, user_id FROM offers WHERE online = 1 ORDER BY id LIMIT 1');
    expect((await api.post<OfferSearchAnswer>('/v1/pwt/offer/search', { kyc: true })).total).toBe(0);
    await server.db.execute({ sql: 'UPDATE users SET kyc = 1 WHERE id = ?', args: [String(offer.user_id)] });
    const kyc = await api.post<OfferSearchAnswer>('/v1/pwt/offer/search?size=500', { kyc: true });
    expect(kyc.offers.map((o) => o.id)).toContain(String(offer.id));
    // the owner's kyc is a staff extra beside the platform's public user (this sandbox is not strict)
    expect(kyc.offers.every((o) => o.user.kyc === true && o.user.id === String(offer.user_id))).toBe(true);
    await server.db.execute({ sql: 'UPDATE users SET kyc = 0 WHERE id = ?', args: [String(offer.user_id)] });
  });

  it('refuses a malformed search with the bad fields', async () => {
    const body = await api.post<{ details: Record<string, string> }>(
      '/v1/pwt/offer/search',
      { type: 'sell', amount: [5, 1], online: 'yes', meansOfPayment: { eur: 'sepa' } },
      mediator,
      400,
    );
    expect(Object.keys(body.details).sort()).toEqual(['amount', 'meansOfPayment', 'online', 'type']);
  });
});

describe('offer details and matches', () => {
  it('shows a sell offer with its trade status, owner and escrow funding', async () => {
    const [offer] = await api.rows(
      "SELECT id, user_id FROM offers WHERE type = 'ask' AND contract_id IS NOT NULL AND trade_status = 'tradeCompleted' LIMIT 1",
    );
    const details = await api.get<OfferAnswer>(`/v1/pwt/offer/${offer.id}/details`);
    expect(details).toMatchObject({ id: String(offer.id), type: 'ask', tradeStatus: 'tradeCompleted', funding: { status: 'FUNDED', expiry: 4320 } });
    expect(details.user.id).toBe(String(offer.user_id));
    if (details.type !== 'ask') throw new Error('a sell offer');
    expect(details.escrow).toMatch(/^tb1q/);
    expect(details.funding.txIds.length).toBe(details.funding.amounts.length);
    expect(await api.get('/v1/pwt/offer/999999999/details', mediator, 404)).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('lists matches of the other type sharing a method, marking those over the buyer’s limit', async () => {
    const [offer] = await api.rows(
      `SELECT o.id, o.means_of_payment FROM offers o WHERE o.type = 'ask' AND o.online = 1
       ORDER BY (SELECT count(*) FROM offer_payment_methods p JOIN offer_payment_methods q ON q.currency = p.currency AND q.method = p.method
                 JOIN offers b ON b.id = q.offer_id AND b.type = 'bid' AND b.online = 1 WHERE p.offer_id = o.id) DESC LIMIT 1`,
    );
    const mine = JSON.parse(String(offer.means_of_payment)) as Record<string, string[]>;
    const answer = await api.get<MatchesAnswer>(`/v1/pwt/offer/${offer.id}/matches`);
    expect(answer.offerId).toBe(String(offer.id));
    expect(answer.totalMatches).toBeGreaterThan(0);
    for (const match of answer.matches) {
      // the pair both offers share, as the match's means of payment
      const [[currency, [method]]] = Object.entries(match.meansOfPayment);
      expect(mine[currency]).toContain(method);
      expect(Array.isArray(match.unavailable.exceedsLimit)).toBe(true);
    }
    const first = answer.matches[0];
    const buyer = first.user.id;
    expect(String((await api.rows('SELECT type FROM offers WHERE id = ?', [first.offerId]))[0].type)).toBe('bid');
    await server.db.execute({ sql: 'INSERT OR REPLACE INTO trading_limits (user_id, daily, monthly_anonymous, yearly) VALUES (?, 0, 0, 0)', args: [buyer] });
    const limited = await api.get<MatchesAnswer>(`/v1/pwt/offer/${offer.id}/matches`);
    expect(limited.matches[0].user.id).toBe(buyer);
    expect(limited.matches[0].unavailable.exceedsLimit).toEqual(expect.arrayContaining(['daily', 'yearly']));
    await server.db.execute({ sql: 'DELETE FROM trading_limits WHERE user_id = ?', args: [buyer] });
  });

  it('pages matches without overlap, nextPage the page after', async () => {
    const [offer] = await api.rows(
      `SELECT o.id FROM offers o WHERE o.type = 'ask' AND o.online = 1
       ORDER BY (SELECT count(*) FROM offer_payment_methods p JOIN offer_payment_methods q ON q.currency = p.currency AND q.method = p.method
                 JOIN offers b ON b.id = q.offer_id AND b.type = 'bid' AND b.online = 1 WHERE p.offer_id = o.id) DESC LIMIT 1`,
    );
    const first = await api.get<MatchesAnswer>(`/v1/pwt/offer/${offer.id}/matches?page=0&size=1`);
    const second = await api.get<MatchesAnswer>(`/v1/pwt/offer/${offer.id}/matches?page=1&size=1`);
    expect(first.nextPage).toBe(1);
    expect(second.nextPage).toBe(2);
    expect(second.totalMatches).toBe(first.totalMatches);
    if (first.totalMatches > 1) expect(second.matches[0].offerId).not.toBe(first.matches[0].offerId);
  });
});

describe('unreleased escrows', () => {
  it('lists oldest first with the sats held by all pages, filters by status', async () => {
    const all = await api.get<UnreleasedEscrowPage>('/v1/pwt/escrows/unreleased?size=500');
    expect(all.total).toBe(all.items.length);
    const dates = all.items.map((e) => e.creationDate);
    expect([...dates].sort()).toEqual(dates);
    const held = all.items.filter((e) => ['FUNDED', 'WRONG_FUNDING_AMOUNT'].includes(e.fundingStatus)).reduce((sum, e) => sum + (e.fundedSats ?? 0), 0);
    expect(all.totalSats).toBe(held);
    expect(new Set(all.items.map((e) => e.fundingStatus))).toEqual(new Set(['NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT']));
    const wrong = all.items.find((e) => e.fundingStatus === 'WRONG_FUNDING_AMOUNT')!;
    expect(wrong.fundedSats).not.toBe(wrong.amount);
    expect((await api.get<UnreleasedEscrowPage>('/v1/pwt/escrows/unreleased?size=5')).totalSats).toBe(held);

    const target = all.items[0];
    await server.db.execute({
      sql: "INSERT INTO escrow_funding (offer_id, status, confirmations, tx_ids, vouts, amounts) VALUES (?, 'MEMPOOL', 0, ?, '[0]', ?)",
      args: [target.offerId, JSON.stringify(['ab'.repeat(32)]), JSON.stringify([target.amount])],
    });
    const mempool = await api.get<UnreleasedEscrowPage>('/v1/pwt/escrows/unreleased?status=MEMPOOL');
    expect(mempool.items).toContainEqual(expect.objectContaining({ offerId: target.offerId, fundingStatus: 'MEMPOOL', confirmations: 0, fundingTxId: 'ab'.repeat(32) }));
    expect(mempool.items.every((e) => e.fundingStatus === 'MEMPOOL')).toBe(true);
    await server.db.execute({ sql: 'DELETE FROM escrow_funding WHERE offer_id = ?', args: [target.offerId] });
    expect(await api.get('/v1/pwt/escrows/unreleased?status=PAID', mediator, 400)).toMatchObject({ error: 'INVALID_INPUT' });
    expect(await api.get('/v1/pwt/escrows/unreleased', analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});
