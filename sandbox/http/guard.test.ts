// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, mayUse, type Area } from '../../src/contract/access';
import { guard, issueToken } from './auth';
import { expectedRoutes } from './expectedAreas';
import { ApiFailure } from './failure';
import type { AppEnv } from './context';
import { ROUTES, routeKey, type RouteSpec } from '../routes/table';
import { DEMO_STAFF } from '../seed';
import { createApp } from '../server';
import { startTestServer, type TestServer } from '../testing';

const ROLES = ['admin', 'mediator', 'maintainer', 'analyst'] as const;
const staffOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)!;

let server: TestServer;
let params: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ faults: true });
  const { rows } = await server.db.execute(
    "SELECT logo_file FROM events WHERE id = 'lv.riga.baltic-honeybadger' AND logo_file IS NOT NULL",
  );
  // :id is an event the matrix may delete; :file the logo of another one; :offerId a seeded offer
  params = { id: 'be.antwerp.belgian-btc-embassy', file: String(rows[0].logo_file), offerId: '100' };
});
afterAll(() => server.cleanup());

const pathOf = (route: Pick<RouteSpec, 'path'>) => route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));

/** A fresh token per request: the matrix also calls logout. */
async function call(route: Pick<RouteSpec, 'method' | 'path'>, username?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (username) {
    const { accessToken } = await issueToken({ db: server.db, now: Date.now }, staffOf(username).id);
    headers.Authorization = `Basic ${accessToken}`;
  }
  return fetch(server.url + pathOf(route), { method: route.method, headers });
}

describe('the route table against the written-out expectations (expectedAreas.ts)', () => {
  const expected = expectedRoutes();

  it('lists every route once, with the area written out', () => {
    const keys = expected.map(routeKey);
    expect(new Set(keys).size, 'a route written out twice').toBe(keys.length);
    const actual = Object.fromEntries(ROUTES.map((route) => [routeKey(route), route.area]));
    expect(actual).toEqual(Object.fromEntries(expected.map((route) => [routeKey(route), route.area])));
  });

  it.each(expected.filter((route) => route.area !== 'public').map((route) => [routeKey(route), route] as const))(
    'anonymous %s answers 401',
    async (_, route) => {
      const response = await call(route);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'AUTHENTICATION_FAILURE' });
      const garbage = await fetch(server.url + pathOf(route), {
        method: route.method,
        headers: { Authorization: 'Basic not-a-token' },
      });
      expect(garbage.status).toBe(401);
    },
  );

  it.each(expected.filter((route) => route.area === 'public').map((route) => [routeKey(route), route] as const))(
    'anonymous %s is let through (public)',
    async (_, route) => {
      const response = await call(route);
      expect(response.status).not.toBe(401);
      expect(response.status).not.toBe(403);
    },
  );

  const byRole = expected.flatMap((route) => ROLES.map((role) => [`${routeKey(route)} as ${role}`, route, role] as const));
  it.each(byRole)('%s: 403 exactly where the written-out WHO column says -', async (_, route, role) => {
    const forbidden = !route.allowed[role];
    const response = await call(route, role);
    if (forbidden) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    } else {
      expect([401, 403], await response.clone().text()).not.toContain(response.status);
    }
  });

  it('reads the table strictly', () => {
    expect(expectedRoutes('# c\n\nGET /a public ++-+\n')).toEqual([
      { method: 'GET', path: '/a', area: 'public', allowed: { admin: true, mediator: true, maintainer: false, analyst: true } },
    ]);
    expect(() => expectedRoutes('GET /a public')).toThrow(/METHOD PATH AREA WHO/);
    expect(() => expectedRoutes('GO /a public ++++')).toThrow(/unknown method/);
    expect(() => expectedRoutes('GET /a public ++')).toThrow(/four/);
  });

  it('agrees with access.ts where both speak (the WHO column is the one the calls are checked against)', () => {
    for (const route of expected.filter((r) => r.area !== 'public' && r.area !== 'staff')) {
      for (const role of ROLES) expect(route.allowed[role], `${routeKey(route)} as ${role}`).toBe(mayUse(staffOf(role), route.area as Area));
    }
  });
});

describe('role guard over the route table', () => {
  it('registers exactly the rows of the table and nothing else under /v1', () => {
    const app = createApp({ db: server.db, logoDir: server.logoDir, staticDir: null, faults: true });
    const table = new Set<string>(ROUTES.map(routeKey));
    const registered = app.routes
      .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/v1') || r.path.startsWith('/__')))
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(registered)).toEqual(table);
  });

  it('has the fault switch off when nothing turns it on', async () => {
    const saved = process.env.SANDBOX_FAULTS;
    delete process.env.SANDBOX_FAULTS;
    try {
      const app = createApp({ db: server.db, logoDir: server.logoDir, staticDir: null });
      expect(app.routes.filter((r) => r.path.startsWith('/__'))).toEqual([]);
      const armed = await app.request('/__faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/v1/info', status: 500 }),
      });
      expect(armed.status).toBe(404);
      expect((await app.request('/v1/info')).status).toBe(200);
    } finally {
      if (saved !== undefined) process.env.SANDBOX_FAULTS = saved;
    }
  });

  it('answers 404 for routes missing from the table', async () => {
    for (const [method, path] of [
      ['PUT', '/v1/events'],
      ['GET', '/v1/pwt/no-such-route'],
      ['DELETE', '/v1/info'],
      ['GET', '/v1'],
    ]) {
      const response = await fetch(server.url + path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('guard per area', () => {
  // Today's table has no area that refuses a demo role (events is everyone's), so the 403 branch
  // is checked for every area of src/contract/access.ts on a small app with the same guard.
  const matrix = AREAS.flatMap((area) => ROLES.map((role) => [area, role] as const));

  it.each(matrix)('%s as %s', async (area: Area, role) => {
    const app = new Hono<AppEnv>();
    app.onError((error, c) => (error instanceof ApiFailure ? c.json({ error: error.code }, error.status as 401) : c.text('', 500)));
    app.get('/probe', guard({ db: server.db, now: Date.now }, area), (c) => c.json({ user: c.get('staff').username }));
    const { accessToken } = await issueToken({ db: server.db, now: Date.now }, staffOf(role).id);
    const response = await app.request('/probe', { headers: { Authorization: `Bearer ${accessToken}` } });
    if (mayUse(staffOf(role), area)) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: role });
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'UNAUTHORIZED' });
    }
  });

  it('refuses a locked account even with a valid token', async () => {
    const app = new Hono<AppEnv>();
    app.onError((error, c) => c.json({ error: (error as ApiFailure).code }, (error as ApiFailure).status as 401));
    app.get('/probe', guard({ db: server.db, now: Date.now }, 'staff'), (c) => c.text('ok'));
    const { accessToken } = await issueToken({ db: server.db, now: Date.now }, staffOf('locked').id);
    const response = await app.request('/probe', { headers: { Authorization: `Basic ${accessToken}` } });
    expect(response.status).toBe(401);
  });
});

/**
 * The look-up routes (issue 9), written out independently of routes/table.ts and access.ts: which
 * demo role may call each. A row here and the route table must agree, and the server must too.
 */
const MAINTAINER_OR_MEDIATOR = { admin: true, mediator: true, maintainer: true, analyst: false };
const ADMIN_OR_MEDIATOR = { admin: true, mediator: true, maintainer: false, analyst: false };
const LOOKUP_GUARD_TABLE: [string, Record<(typeof ROLES)[number], boolean>][] = [
  ['GET /v1/pwt/user/search?query=02', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/trade/search?query=100', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/offer/search/index', MAINTAINER_OR_MEDIATOR],
  ['POST /v1/pwt/offer/search', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id/reputation', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id/tradingLimit', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id/bonusPointsHistory', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id/loginHistory', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/user/:id/linkedAccounts', MAINTAINER_OR_MEDIATOR],
  ['POST /v1/pwt/user/:id/ban', ADMIN_OR_MEDIATOR],
  ['POST /v1/pwt/user/:id/unban', ADMIN_OR_MEDIATOR],
  ['GET /v1/pwt/offer/:offerId/details', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/offer/:offerId/matches', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/escrows/unreleased', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/scammers/banned', MAINTAINER_OR_MEDIATOR],
  ['GET /v1/pwt/scammers/hashReuse', MAINTAINER_OR_MEDIATOR],
];

describe('look-up routes, written out', () => {
  let userId: string;
  beforeAll(async () => {
    userId = String((await server.db.execute('SELECT id FROM users ORDER BY id LIMIT 1')).rows[0].id);
  });

  it('are all in the route table', () => {
    const table = new Set<string>(ROUTES.map(routeKey));
    for (const [route] of LOOKUP_GUARD_TABLE) expect(table.has(route.replace(/\?.*$/, '')), route).toBe(true);
  });

  const matrix = LOOKUP_GUARD_TABLE.flatMap(([route, allowed]) => ROLES.map((role) => [route, role, allowed[role]] as const));
  it.each(matrix)('%s as %s: allowed %s', async (route, role, allowed) => {
    const [method, path] = route.split(' ');
    const url = server.url + path.replace(':id', userId).replace(':offerId', '100');
    const { accessToken } = await issueToken({ db: server.db, now: Date.now }, staffOf(role).id);
    const response = await fetch(url, {
      method,
      headers: { Authorization: `Basic ${accessToken}`, 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    if (allowed) expect([200, 409], await response.clone().text()).toContain(response.status);
    else {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });
});

describe('written-out guard rows: disputes, contracts, chat (issue 8)', () => {
  // independent of routes/table.ts: a row moved to another area fails here
  const WRITTEN: [string, RouteSpec['area']][] = [
    ['GET /v1/pwt/disputes', 'disputes'],
    ['GET /v1/pwt/contract/:id', 'contracts'],
    ['GET /v1/pwt/contract/:id/chat', 'contracts'],
    ['POST /v1/pwt/contract/:id/dispute', 'disputes'],
    ['GET /v1/pwt/user/:id/disputeHistory', 'lookup'],
  ];
  it.each(WRITTEN)('%s is guarded by %s', (key, area) => {
    expect(ROUTES.find((route) => routeKey(route) === key)?.area).toBe(area);
  });
  it.each(WRITTEN)('%s refuses the roles outside its area', async (key, area) => {
    const route = ROUTES.find((r) => routeKey(r) === key)!;
    for (const role of ROLES) {
      const response = await call(route, role);
      expect(response.status === 403, `${key} as ${role}`).toBe(!mayUse(staffOf(role), area as Area));
    }
  });
});
