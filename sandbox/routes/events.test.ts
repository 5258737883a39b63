// @vitest-environment node
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Info, PeachEvent } from '../../src/contract';
import { cashMethodFor } from '../rules/events';
import { SEED_EVENTS } from '../seed';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f56522"/></svg>';

let server: TestServer;
let url: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
  token = await login(url, 'mediator');
});
afterAll(() => server.cleanup());

type Fields = Record<string, string | string[] | Blob | [Blob, string]>;
function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value[0] instanceof Blob) data.append(name, value[0], value[1] as string);
    else if (Array.isArray(value)) for (const v of value as string[]) data.append(name, v);
    else data.append(name, value as string | Blob);
  }
  return data;
}
const file = (bytes: BlobPart, type: string, name: string): [Blob, string] => [new Blob([bytes], { type }), name];

const create = (fields: Fields) => fetch(`${url}/v1/events`, authorized(token, { method: 'POST', body: form(fields) }));
const patch = (id: string, fields: Fields) =>
  fetch(`${url}/v1/events/${id}`, authorized(token, { method: 'PATCH', body: form(fields) }));
const listEvents = async () => (await (await fetch(`${url}/v1/events`)).json()) as PeachEvent[];
const logoFiles = () => readdirSync(server.logoDir).sort();
const eventCount = async () => Number((await server.db.execute('SELECT count(*) AS n FROM events')).rows[0].n);

async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  const body = (await r.json()) as { error: string; details?: Record<string, string> };
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.error).toBe(error);
  return body;
}

describe('GET /v1/events', () => {
  it('lists the seeded events by id, uncached, without a token', async () => {
    const response = await fetch(`${url}/v1/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = (await response.json()) as PeachEvent[];
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain('be.antwerp.belgian-btc-embassy');
    expect(ids).toContain('lv.riga.baltic-honeybadger');
    expect(events.length).toBe(SEED_EVENTS.length);
    expect(events.find((e) => e.id === 'lv.riga.baltic-honeybadger')).toMatchObject({
      featured: true,
      currencies: ['EUR'],
      country: 'LV',
      city: 'Riga',
      shortName: 'Baltic Honeybadger',
      logo: expect.stringMatching(/^\/v1\/events\/logo\/[0-9a-f]+\.svg$/),
    });
  });
});

describe('POST /v1/events', () => {
  it('creates an event from the required fields only, with the derived id', async () => {
    const response = await create({ country: 'fi', city: 'Turku', shortName: 'Bitcoin Turku' });
    expect(response.status).toBe(200);
    const event = (await response.json()) as PeachEvent;
    expect(event).toEqual({
      id: 'fi.turku.bitcoin-turku',
      featured: false,
      currencies: [],
      country: 'FI',
      city: 'Turku',
      shortName: 'Bitcoin Turku',
      longName: '',
    });
    expect((await listEvents()).map((e) => e.id)).toContain('fi.turku.bitcoin-turku');
    const info = (await (await fetch(`${url}/v1/info`)).json()) as Info;
    expect(info.paymentMethods.map((m) => m.id)).toContain(cashMethodFor('fi.turku.bitcoin-turku'));
    await expectError(create({ country: 'FI', city: 'turku', shortName: 'Bitcoin  Turku!' }), 409, 'ALREADY_EXISTS');
  });

  it('creates an event with every field and a PNG logo served back as image/png', async () => {
    const response = await create({
      country: 'ES',
      city: 'Sevilla',
      shortName: 'Sevilla Bitcoin',
      longName: 'Sevilla Bitcoin Meetup',
      featured: 'true',
      currencies: ['EUR', 'usd'],
      url: 'https://example.org/sevilla',
      address: 'Rua Augusta 1',
      frequency: 'monthly',
      logo: file(PNG, 'image/png', 'logo.png'),
    });
    expect(response.status).toBe(200);
    const event = (await response.json()) as PeachEvent;
    expect(event).toMatchObject({
      id: 'es.sevilla.sevilla-bitcoin',
      featured: true,
      currencies: ['EUR', 'USD'],
      longName: 'Sevilla Bitcoin Meetup',
      url: 'https://example.org/sevilla',
      address: 'Rua Augusta 1',
      frequency: 'monthly',
    });
    expect(event.logo).toMatch(/^\/v1\/events\/logo\/[0-9a-f]{32}\.png$/);
    const logo = await fetch(url + event.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('serves a safe SVG logo with a CSP that runs nothing', async () => {
    const response = await create({ country: 'FR', city: 'Paris', shortName: 'Paris BTC', logo: file(SVG, 'image/svg+xml', 'p.svg') });
    const event = (await response.json()) as PeachEvent;
    const logo = await fetch(url + event.logo);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await logo.text()).toBe(SVG);
  });

  describe('refuses bad input with a code, writing nothing', () => {
    const bad: [string, Fields, number, string][] = [
      ['missing required fields', { country: 'BE', longName: 'No city, no short name' }, 400, 'INVALID_INPUT'],
      ['a country that is not a code', { country: 'Belgium', city: 'Gent', shortName: 'Gent BTC' }, 400, 'INVALID_INPUT'],
      ["a country outside the platform's ten", { country: 'CH', city: 'Bern', shortName: 'Bern BTC' }, 400, 'INVALID_INPUT'],
      ['GB for the United Kingdom (the platform says UK)', { country: 'GB', city: 'London', shortName: 'London BTC' }, 400, 'INVALID_INPUT'],
      ['featured that is not a boolean', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', featured: 'maybe' }, 400, 'INVALID_INPUT'],
      ['currencies as a file', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', currencies: file('EUR', 'text/plain', 'c.txt') }, 400, 'INVALID_INPUT'],
      ['a logo that is text, not a file', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: 'logo.png' }, 400, 'INVALID_INPUT'],
      ['a field given twice', { country: ['BE', 'NL'], city: 'Gent', shortName: 'Gent BTC' }, 400, 'INVALID_INPUT'],
      ['a javascript: url', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', url: 'javascript:alert(1)' }, 400, 'INVALID_INPUT'],
      ['a 6 MB logo', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: file(new Uint8Array(6 * 1024 * 1024), 'image/png', 'big.png') }, 413, 'FILE_TOO_LARGE'],
      ['text disguised as .png', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: file('hello, I am text', 'image/png', 'fake.png') }, 400, 'UNSUPPORTED_FILE_TYPE'],
      ['a declared text file', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: file(PNG, 'text/plain', 'logo.txt') }, 400, 'UNSUPPORTED_FILE_TYPE'],
      ['an SVG with a script', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml', 'x.svg') }, 400, 'UNSAFE_SVG'],
      ['an SVG with an event handler', { country: 'BE', city: 'Gent', shortName: 'Gent BTC', logo: file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml', 'x.svg') }, 400, 'UNSAFE_SVG'],
    ];

    it.each(bad)('%s', async (_, fields, status, code) => {
      const [count, logos] = [await eventCount(), logoFiles()];
      await expectError(create(fields), status, code);
      expect(await eventCount()).toBe(count);
      expect(logoFiles()).toEqual(logos);
    });

    it('names the missing fields', async () => {
      const body = await expectError(create({ country: 'BE' }), 400, 'INVALID_INPUT');
      expect(body.details).toEqual({ city: 'required', shortName: 'required' });
    });

    it('a body that is not multipart', async () => {
      await expectError(postJson(`${url}/v1/events`, { country: 'BE', city: 'Gent', shortName: 'x' }, token), 400, 'INVALID_INPUT');
    });

    it('a 6 MB upload sent without a length (chunked)', async () => {
      const [count, logos] = [await eventCount(), logoFiles()];
      const body = new Response(form({ country: 'BE', city: 'Gent', shortName: 'Gent', logo: file(new Uint8Array(6 * 1024 * 1024), 'image/png', 'b.png') }));
      const response = await fetch(`${url}/v1/events`, {
        method: 'POST',
        headers: { Authorization: `Basic ${token}`, 'Content-Type': body.headers.get('content-type')! },
        body: body.body,
        duplex: 'half',
      } as RequestInit);
      await expectError(response, 413, 'FILE_TOO_LARGE');
      expect(await eventCount()).toBe(count);
      expect(logoFiles()).toEqual(logos);
    });
  });
});

describe('PATCH /v1/events/:id', () => {
  it('changes only the given fields', async () => {
    await create({ country: 'IT', city: 'Roma', shortName: 'Roma BTC', url: 'https://example.org/roma', frequency: 'weekly' });
    const response = await patch('it.roma.roma-btc', { longName: 'Bitcoin Rome', featured: 'true', currencies: ['CZK', 'EUR'], url: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 'it.roma.roma-btc',
      featured: true,
      currencies: ['CZK', 'EUR'],
      country: 'IT',
      city: 'Roma',
      shortName: 'Roma BTC',
      longName: 'Bitcoin Rome',
      frequency: 'weekly',
    });
    expect((await listEvents()).find((e) => e.id === 'it.roma.roma-btc')?.longName).toBe('Bitcoin Rome');
  });

  it('replaces the logo (old file removed) and refuses a bad one, keeping the old', async () => {
    const created = (await (await create({ country: 'SE', city: 'Uppsala', shortName: 'UPS BTC', logo: file(PNG, 'image/png', 'a.png') })).json()) as PeachEvent;
    const oldFile = created.logo!.split('/').pop()!;
    expect(logoFiles()).toContain(oldFile);

    const logos = logoFiles();
    await expectError(patch(created.id, { logo: file('<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)">x</a></svg>', 'image/svg+xml', 'x.svg') }), 400, 'UNSAFE_SVG');
    await expectError(patch(created.id, { logo: file('not a png', 'image/png', 'x.png') }), 400, 'UNSUPPORTED_FILE_TYPE');
    expect(logoFiles()).toEqual(logos);

    const replaced = (await (await patch(created.id, { logo: file(SVG, 'image/svg+xml', 'new.svg') })).json()) as PeachEvent;
    expect(replaced.logo).toMatch(/\.svg$/);
    expect(logoFiles()).not.toContain(oldFile);
    expect((await fetch(url + replaced.logo)).status).toBe(200);
    expect((await fetch(url + created.logo)).status).toBe(404);
  });

  it('keeps the id: refuses changing country, city or shortName; 404 for an unknown event', async () => {
    const body = await expectError(patch('be.antwerp.belgian-btc-embassy', { city: 'Brussels' }), 400, 'INVALID_INPUT');
    expect(body.details).toEqual({ city: 'cannot change the event id' });
    expect((await patch('be.antwerp.belgian-btc-embassy', { city: 'ANTWERP' })).status).toBe(200);
    await expectError(patch('be.antwerp.belgian-btc-embassy', { featured: 'yes' }), 400, 'INVALID_INPUT');
    await expectError(patch('xx.nowhere.nothing', { featured: 'true' }), 404, 'NOT_FOUND');
  });
});

describe('GET /v1/events/logo/:file', () => {
  it('answers 404 for unknown or odd names', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fsandbox.db', 'x.exe']) {
      expect((await fetch(`${url}/v1/events/logo/${name}`)).status).toBe(404);
    }
  });
});
