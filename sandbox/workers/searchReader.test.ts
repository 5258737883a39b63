import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/connection';
import { ApiFailure } from '../http/failure';
import { workerReader, type SearchReader } from './searchReader';

/** A statement SQLite needs seconds for: counting a recursive sequence of 3 000 million. */
const SLOW = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000000) SELECT count(*) AS n FROM n';

describe('the search reader on worker threads', () => {
  let dir: string;
  let db: Db;
  let reader: SearchReader;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'peach-search-'));
    const url = `file:${join(dir, 'search.db')}`;
    db = await openDb(url);
    await db.execute("INSERT INTO meta (key, value) VALUES ('probe', 'x')");
    reader = workerReader(url, { workers: 1, timeoutMs: 1_500 });
    // the worker's own start (loading the client, opening the file) is not a search's time
    await reader.batch(['SELECT 1']);
  }, 30_000);
  afterAll(async () => {
    await reader.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers with the rows by column name, and sees the server's writes", async () => {
    const [result] = await reader.batch([{ sql: 'SELECT key, value FROM meta WHERE key = ?', args: ['probe'] }]);
    expect(result.rows).toEqual([{ key: 'probe', value: 'x' }]);
  });

  it('refuses a search still running after its time bound with SEARCH_TOO_BROAD, while the server thread stays free', { timeout: 30_000 }, async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const refused = await reader.batch([SLOW]).catch((error: unknown) => error);
    clearInterval(timer);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).code).toBe('SEARCH_TOO_BROAD');
    expect((refused as ApiFailure).status).toBe(422);
    // the event loop ran meanwhile: the search did not block it
    expect(ticks).toBeGreaterThan(5);
  });

  it('answers again after a refusal (a new worker took the place of the stopped one)', { timeout: 30_000 }, async () => {
    const [result] = await reader.batch(['SELECT 2 AS two']);
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('refuses a search that waited out its time bound for a free worker', { timeout: 30_000 }, async () => {
    const first = reader.batch([SLOW]).catch((error: unknown) => error);
    const second = reader.batch(['SELECT 1 AS one']).catch((error: unknown) => error);
    expect(((await first) as ApiFailure).code).toBe('SEARCH_TOO_BROAD');
    expect(((await second) as ApiFailure).code).toBe('SEARCH_TOO_BROAD');
  });
});
