// @vitest-environment node
import type { InStatement } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server';
import { authorized, login, startTestServer, type TestServer } from '../testing';
import { inProcessReader, tooBroad } from '../workers/searchReader';
import type { SearchReader } from '../http/context';

/**
 * The analytics series and breakdowns are read by the search reader (its worker processes in the
 * running sandbox), not on the server's own connection: a page of panels holds up no other request.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'analyst');
}, 60_000);
afterAll(() => server.cleanup());

const appWith = (search: SearchReader) => createApp({ db: server.db, logoDir: server.logoDir, staticDir: null, search });
const get = (search: SearchReader, path: string) => appWith(search).request(`http://127.0.0.1${path}`, authorized(token));

describe('analytics on the search reader', () => {
  it('sends every series and breakdown read of the seven panels to the reader', async () => {
    const read: string[] = [];
    const own = inProcessReader(server.db);
    const spy: SearchReader = {
      batch: (statements: InStatement[]) => {
        read.push(...statements.map((s) => (typeof s === 'string' ? s : s.sql)));
        return own.batch(statements);
      },
      close: own.close,
    };
    const period = 'start=2025-01-01&end=2026-06-30';
    for (const path of ['contract/conversion', 'match/data', 'offer/data', 'trade'].map((p) => `/v1/analytics/${p}?${period}&currency=EUR`)) {
      expect((await get(spy, path)).status, path).toBe(200);
    }
    expect((await get(spy, `/v1/analytics/user/creation?${period}`)).status).toBe(200);
    expect((await get(spy, `/v1/analytics/user/sources?${period}`)).status).toBe(200);
    for (const table of ['offer_method_days', 'contract_days', 'user_days', 'user_code_days']) {
      expect(read.some((sql) => sql.includes(`FROM ${table}`)), table).toBe(true);
    }
  });

  it('answers 422 SEARCH_TOO_BROAD when the reader cannot answer within its time bound', async () => {
    const refusing: SearchReader = { batch: () => Promise.reject(tooBroad()), close: async () => undefined };
    const response = await get(refusing, '/v1/analytics/trade?start=2025-01-01&end=2026-06-30');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'SEARCH_TOO_BROAD' });
  });
});
