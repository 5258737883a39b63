// @vitest-environment node
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRevenue, Page, Payout, PeachEvent } from '../../src/contract';
import { cashMethodFor, eventIdFor } from '../rules/events';
import type { Wire } from '../db/records';
import { computeRevenue } from '../rules/revenue';
import { SEED_EVENTS } from '../seed';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** An event's payouts and revenue over real HTTP (routes/events.ts), and deleting an event that has payouts. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let url: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
  token = await login(url, 'mediator');
});
afterAll(() => server.cleanup());

/** A new event: its fields, a logo as [file, name]. */
function create(fields: Record<string, string | [Blob, string]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) body.append(name, value[0], value[1]);
    else body.append(name, value);
  }
  return fetch(`${url}/v1/events`, authorized(token, { method: 'POST', body }));
}
const file = (bytes: BlobPart, type: string, name: string): [Blob, string] => [new Blob([bytes], { type }), name];
const listEvents = async () => (await (await fetch(`${url}/v1/events`)).json()) as PeachEvent[];
const logoFiles = () => readdirSync(server.logoDir).sort();

async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  const body = (await r.json()) as { error: string; details?: Record<string, string> };
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.error).toBe(error);
  return body;
}

describe('payouts', () => {
  const createPayout = (body: unknown) => postJson(`${url}/v1/events/payouts`, body, token);
  const listPayouts = (query = '') => fetch(`${url}/v1/events/payouts${query}`, authorized(token));

  it('creates payouts and lists them newest first', async () => {
    await create({ country: 'NL', city: 'Utrecht', shortName: 'Utrecht BTC' });
    const eventId = 'nl.utrecht.utrecht-btc';
    const first = await createPayout({ eventId, amountSats: 1500, date: '2025-01-10' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ eventId, amountSats: 1500, address: '', txid: '', date: '2025-01-10T00:00:00.000Z' });
    const second = (await (await createPayout({ eventId, amountSats: 2500, address: 'tb1qexampleaddress', txid: 'ab'.repeat(32) })).json()) as Wire<Payout>;
    expect(second.id).toBeTruthy();

    const payouts = (await (await listPayouts(`?eventId=${eventId}`)).json()) as Page<Wire<Payout>>;
    expect(payouts.total).toBe(2);
    expect(payouts.items.map((p) => p.amountSats)).toEqual([2500, 1500]);
    const page = (await (await listPayouts(`?eventId=${eventId}&page=1&size=1`)).json()) as Page<Wire<Payout>>;
    expect(page).toMatchObject({ total: 2, items: [{ amountSats: 1500 }] });
    const all = (await (await listPayouts()).json()) as Page<Wire<Payout>>;
    expect(all.total).toBeGreaterThan(2);
    await expectError(listPayouts('?size=0'), 400, 'INVALID_INPUT');
  });

  it.each([
    ['a 0-sat amount', { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: 0 }],
    ['a negative amount', { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: -5 }],
    ['a fractional amount', { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: 1.5 }],
    ['an amount as text', { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: '100' }],
    ['no amount', { eventId: 'be.antwerp.belgian-btc-embassy' }],
    ['no event', { amountSats: 100 }],
    ['an unknown event', { eventId: 'xx.nowhere.nothing', amountSats: 100 }],
    ['a bad date', { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: 100, date: 'yesterday' }],
    ['malformed JSON', '{"eventId": '],
  ])('refuses %s (400 INVALID_INPUT)', async (_, body) => {
    const before = Number((await server.db.execute('SELECT count(*) AS n FROM payouts')).rows[0].n);
    await expectError(createPayout(body), 400, 'INVALID_INPUT');
    expect(Number((await server.db.execute('SELECT count(*) AS n FROM payouts')).rows[0].n)).toBe(before);
  });
});

describe('GET /v1/events/:id/revenue', () => {
  it.each(SEED_EVENTS.map((e) => eventIdFor(e.country, e.city, e.shortName)))('%s matches computeRevenue over the seeded trades', async (id) => {
    const response = await fetch(`${url}/v1/events/${id}/revenue`, authorized(token));
    expect(response.status).toBe(200);
    const revenue = (await response.json()) as EventRevenue;
    const trades = await server.db.execute({
      sql: 'SELECT amount, buyer_fee, seller_fee, trade_status FROM contracts WHERE payment_method = ?',
      args: [cashMethodFor(id)],
    });
    const payouts = await server.db.execute({ sql: 'SELECT amount_sats FROM payouts WHERE event_id = ?', args: [id] });
    expect(revenue).toEqual(
      computeRevenue(
        trades.rows.map((r) => ({ amount: Number(r.amount), buyerFee: Number(r.buyer_fee), sellerFee: Number(r.seller_fee), tradeStatus: String(r.trade_status) })),
        payouts.rows.map((r) => ({ amountSats: Number(r.amount_sats) })),
      ),
    );
  });

  it('has revenue and payouts for the seeded Antwerp event', async () => {
    const revenue = (await (await fetch(`${url}/v1/events/be.antwerp.belgian-btc-embassy/revenue`, authorized(token))).json()) as EventRevenue;
    expect(revenue.totalTradedVolumeSats).toBeGreaterThan(0);
    expect(revenue.organizerPayoutShareSats).toBe(Math.floor(revenue.totalFeeCollectedSats / 2));
    expect(revenue.pendingPayoutSats).toBeGreaterThan(0);
    expect(revenue.pendingPayoutSats).toBeLessThan(revenue.organizerPayoutShareSats);
  });
});

describe('DELETE /v1/events/:id', () => {
  it('deletes the event and its logo but keeps its payouts readable', async () => {
    const event = (await (await create({ country: 'SE', city: 'Malmö', shortName: 'MMX BTC', logo: file(PNG, 'image/png', 'l.png') })).json()) as PeachEvent;
    expect(event.id).toBe('se.malmo.mmx-btc');
    expect((await postJson(`${url}/v1/events/payouts`, { eventId: event.id, amountSats: 4200 }, token)).status).toBe(200);

    const response = await fetch(`${url}/v1/events/${event.id}`, authorized(token, { method: 'DELETE' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await listEvents()).map((e) => e.id)).not.toContain(event.id);
    expect(logoFiles()).not.toContain(event.logo!.split('/').pop());

    const payouts = (await (await fetch(`${url}/v1/events/payouts?eventId=${event.id}`, authorized(token))).json()) as Page<Wire<Payout>>;
    expect(payouts.items.map((p) => p.amountSats)).toEqual([4200]);
    await expectError(fetch(`${url}/v1/events/${event.id}/revenue`, authorized(token)), 404, 'NOT_FOUND');
    await expectError(fetch(`${url}/v1/events/${event.id}`, authorized(token, { method: 'DELETE' })), 404, 'NOT_FOUND');
  });
});
