import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { InStatement, InValue } from '@libsql/client';
import type { Db } from '../db/connection';
import { fail } from '../http/failure';
import type { SearchReader } from '../http/context';
import { workerPool, type PoolAnswer } from './pool';

/**
 * The readers of the searches (trade, user and offer search; the SearchReader of http/context.ts):
 *
 * - inProcess: on the server's own connection (tests, in-memory and remote databases).
 * - workerReader: on worker processes with connections of their own to the database file (the
 *   running sandbox). SQLite answers synchronously, so a search that reads half the database on
 *   the server's thread would hold up every other request meanwhile; in a worker it holds up
 *   nobody. Each search has a time bound: one still running after `timeoutMs` (or still waiting
 *   for a free worker by then) is refused with 422 SEARCH_TOO_BROAD, and its worker is killed
 *   and replaced (processes, not threads: a thread inside SQLite cannot be stopped).
 */
export interface SearchRows {
  rows: Record<string, InValue>[];
}
export type { SearchReader };

/** SANDBOX_SEARCH_TIMEOUT_MS: a search's time bound on the worker threads (default 5 s). */
export const searchTimeoutFromEnv = (): number => Number(process.env.SANDBOX_SEARCH_TIMEOUT_MS) || 5_000;

/** The refusal of a search that cannot be answered within its time bound. */
export const tooBroad = () => fail(422, 'SEARCH_TOO_BROAD', 'The search takes too long to answer: narrow it down (a longer id, fewer currencies and methods, an earlier page)');

export const inProcessReader = (db: Db): SearchReader => ({
  batch: async (statements) => (await db.batch(statements, 'read')).map((r) => ({ rows: r.rows as unknown as Record<string, InValue>[] })),
  close: async () => undefined,
});

interface Answer extends PoolAnswer {
  results?: { columns: string[]; rows: InValue[][] }[];
}

const WORKER_FILE = fileURLToPath(new URL('./searchWorker.mjs', import.meta.url));

export function workerReader(url: string, { workers = 2, timeoutMs = 5_000 } = {}): SearchReader {
  const pool = workerPool<{ statements: InStatement[] }, SearchRows[]>({
    name: 'the search reader',
    workers,
    eager: true,
    timeoutMs,
    tooLong: tooBroad,
    start: ({ message, lost }) => {
      const worker = fork(WORKER_FILE, [url], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      // neither the child nor its channel keeps the server's process alive
      worker.unref();
      worker.channel?.unref();
      worker.on('message', message);
      worker.on('error', lost);
      worker.on('exit', (code, signal) => lost(new Error(`the search worker ended (${code ?? signal})`)));
      return { send: (job) => worker.send(job), stop: () => worker.kill('SIGKILL') };
    },
    result: (answer: Answer) => answer.results!.map((r) => ({ rows: r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i]]))) })),
  });
  return { batch: (statements) => pool.run({ statements }), close: pool.close };
}
