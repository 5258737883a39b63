// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_PARTS, PARTS, partsOffFrom } from '../../src/contract/parts';
import { ROUTES } from './table';
import { openTestSocket } from '../socket/testClient';
import { authorized, login, startTestServer, type TestServer } from '../testing';

/** SANDBOX_OWN_ROUTES: the project's own staff routes switched off answer as a platform without them would. */

let off: TestServer;
let on: TestServer;
let offAdmin: string;
let onMediator: string;

beforeAll(async () => {
  [off, on] = await Promise.all([startTestServer({ partsOff: [...OPTIONAL_PARTS] }), startTestServer({ partsOff: [] })]);
  [offAdmin, onMediator] = await Promise.all([login(off.url, 'admin'), login(on.url, 'mediator')]);
}, 60_000);
afterAll(() => Promise.all([off.cleanup(), on.cleanup()]));

const call = async (base: string, method: string, path: string, token: string) => {
  const response = await fetch(base + path, authorized(token, { method, ...(method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } }) }));
  return { status: response.status, body: (await response.json()) as { error?: string } };
};

describe('the parts and the route table agree', () => {
  it('every route a part names is a row of the table marked with that part, and every marked row is named', () => {
    const marked = ROUTES.filter((r) => 'part' in r).map((r) => `${r.part} ${r.method} ${r.path}`);
    const named = OPTIONAL_PARTS.flatMap((part) => PARTS[part].routes.filter((r) => !r.startsWith('SOCKET ')).map((r) => `${part} ${r}`));
    expect(new Set(marked)).toEqual(new Set(named));
  });

  it('reads the setting: unset, on, off, off:<parts>; anything else stops the start', () => {
    expect(partsOffFrom(undefined)).toEqual([]);
    expect(partsOffFrom('on')).toEqual([]);
    expect(partsOffFrom('off')).toEqual([...OPTIONAL_PARTS]);
    expect(partsOffFrom('off:audit, presence')).toEqual(['audit', 'presence']);
    expect(partsOffFrom('off:clocks,sanctions')).toEqual(['clocks', 'sanctions']);
    expect(() => partsOffFrom('off:audit,nonsense')).toThrow(/SANDBOX_OWN_ROUTES/);
  });
});

describe('switched off', () => {
  it('every own route answers 404 NOT_FOUND, even to an admin', async () => {
    const rows = ROUTES.filter((r) => 'part' in r);
    for (const row of rows) {
      const path = row.path.replace(':id', '1-2');
      expect({ row: `${row.method} ${row.path}`, ...(await call(off.url, row.method, path, offAdmin)) }).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
  });

  it('the platform routes beside them still answer', async () => {
    expect((await call(off.url, 'GET', '/v1/pwt/disputes?size=1', offAdmin)).status).toBe(200);
  });

  it('presence over the socket answers NOT_FOUND for its path', async () => {
    const socket = openTestSocket(off.url);
    await socket.auth(offAdmin);
    socket.send({ path: '/v1/pwt/presence', contractId: null });
    expect(await socket.next((m) => m.error !== undefined)).toMatchObject({ error: 'NOT_FOUND', path: '/v1/pwt/presence' });
    socket.ws.close();
  });
});

describe('switched on, the probes cannot be taken for a missing route', () => {
  it('GET /v1/pwt/cases answers a page; the whole trail answers a mediator 403', async () => {
    const cases = await call(on.url, 'GET', `/v1${'http' in PARTS.ownership.probe ? PARTS.ownership.probe.http : ''}?size=1`, onMediator);
    expect(cases.status).toBe(200);
    expect(cases.body).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
    expect((await call(on.url, 'GET', '/v1/pwt/audit?size=1', onMediator)).status).toBe(403);
  });

  it("the clocks' probe answers the thresholds, the sanctions' probe an empty list, to a mediator", async () => {
    const probe = (part: 'clocks' | 'sanctions') => {
      const spec = PARTS[part].probe;
      return `/v1${'http' in spec ? spec.http : ''}?size=1`;
    };
    const clocks = await call(on.url, 'GET', probe('clocks'), onMediator);
    expect(clocks).toMatchObject({ status: 200, body: { firstReplyHours: expect.any(Number), answerHours: expect.any(Number), resolutionDays: expect.any(Number) } });
    expect(await call(on.url, 'GET', probe('sanctions'), onMediator)).toEqual({ status: 200, body: { items: [] } });
  });

  it('each part names the rows of its routes, and its probe is one of them', () => {
    expect(PARTS.clocks.routes).toEqual(['GET /v1/pwt/disputes/waits', 'GET /v1/pwt/caseClocks/thresholds', 'PUT /v1/pwt/caseClocks/thresholds']);
    expect(PARTS.sanctions.routes).toEqual(['GET /v1/pwt/user/:id/sanctions', 'POST /v1/pwt/user/:id/sanctions', 'GET /v1/pwt/sanctions/active', 'POST /v1/pwt/sanctions/:id/lift']);
    for (const part of OPTIONAL_PARTS) {
      const probe = PARTS[part].probe;
      expect(PARTS[part].routes, part).toContain('http' in probe ? `GET /v1${probe.http}` : `SOCKET ${probe.socket}`);
    }
  });
});
