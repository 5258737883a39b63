import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { InStatement, InValue } from '@libsql/client';
import type { Db } from './db';
import { fail, type SearchReader } from './http';

/**
 * The readers of the searches (trade, user and offer search; the SearchReader of http.ts):
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

interface Task {
  statements: InStatement[];
  resolve: (rows: SearchRows[]) => void;
  reject: (error: Error) => void;
  queuedAt: number;
}
interface Slot {
  worker: ChildProcess;
  /** its connection is open: a search's time runs from here, not from the worker's start */
  ready: boolean;
  killed?: boolean;
  task?: Task & { id: number; timer: ReturnType<typeof setTimeout> };
}
interface Answer {
  ready?: true;
  id: number;
  results?: { columns: string[]; rows: InValue[][] }[];
  error?: string;
}

const WORKER_FILE = fileURLToPath(new URL('./searchWorker.mjs', import.meta.url));

export function workerReader(url: string, { workers = 2, timeoutMs = 5_000 } = {}): SearchReader {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  /** when a worker last came up: a search queued while workers were starting waits from then */
  let readyAt = 0;
  const waited = (task: Task) => Date.now() - Math.max(task.queuedAt, readyAt);

  const spawn = (): Slot => {
    const worker = fork(WORKER_FILE, [url], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const slot: Slot = { worker, ready: false };
    // neither the child nor its channel keeps the server's process alive
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        slot.ready = true;
        readyAt = Date.now();
        return next();
      }
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      clearTimeout(task.timer);
      slot.task = undefined;
      if (answer.error) task.reject(new Error(answer.error));
      else task.resolve(answer.results!.map((r) => ({ rows: r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i]]))) })));
      next();
    });
    const lost = (error: Error) => {
      const task = slot.task;
      slot.task = undefined;
      if (task) {
        clearTimeout(task.timer);
        task.reject(error);
      }
      replace(slot);
    };
    worker.on('error', lost);
    worker.on('exit', (code, signal) => {
      if (!slot.killed) lost(new Error(`the search worker ended (${code ?? signal})`));
    });
    return slot;
  };

  const replace = (slot: Slot) => {
    if (slot.killed) return;
    slot.killed = true;
    slot.worker.kill('SIGKILL');
    const index = slots.indexOf(slot);
    if (index >= 0 && !closed) {
      slots[index] = spawn();
      next();
    }
  };

  const next = () => {
    // a search that waited out its time bound for a free worker is refused unread
    for (const task of queue.filter((t) => waited(t) >= timeoutMs)) {
      queue.splice(queue.indexOf(task), 1);
      task.reject(tooBroad());
    }
    for (const slot of slots) {
      if (slot.task || !slot.ready) continue;
      const task = queue.shift();
      if (!task) return;
      const id = nextId++;
      const timer = setTimeout(() => {
        // still running: SQLite cannot be stopped from here, so the worker goes and a new one comes
        slot.task = undefined;
        task.reject(tooBroad());
        replace(slot);
      }, Math.max(0, timeoutMs - waited(task)));
      slot.task = { ...task, id, timer };
      slot.worker.send({ id, statements: task.statements });
    }
  };

  for (let i = 0; i < workers; i++) slots.push(spawn());

  return {
    batch: (statements) =>
      new Promise<SearchRows[]>((resolve, reject) => {
        if (closed) return reject(new Error('the search reader is closed'));
        queue.push({ statements, resolve, reject, queuedAt: Date.now() });
        next();
      }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the search reader is closed'));
      for (const slot of slots) {
        slot.killed = true;
        slot.worker.kill('SIGKILL');
      }
    },
  };
}
