import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { filePathOf } from './connection';

/**
 * A running sandbox leaves a note beside its database: its process id and address. `npm run
 * sandbox:reset` reads it and refuses to wipe a database a sandbox is serving (the wipe took the
 * staff sessions from under it, and the console then said "Only one account per device can be
 * signed in", which was not why). The note of a sandbox that died without removing it is stale:
 * its process is gone, and it is ignored.
 */

export interface RunningSandbox {
  pid: number;
  /** the address it serves, e.g. http://127.0.0.1:8080 */
  url: string;
  startedAt: string;
}

/** `<database file>.running`; for a libSQL server, a note under .sandbox/ named by its URL. */
export function runNotePath(dbUrl: string): string {
  const file = filePathOf(dbUrl);
  if (file) return `${file}.running`;
  return resolve('.sandbox', `server-${createHash('sha256').update(dbUrl).digest('hex').slice(0, 16)}.running`);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The sandbox serving this database now, if one is (a stale note is removed). */
export function runningSandbox(dbUrl: string): RunningSandbox | undefined {
  const path = runNotePath(dbUrl);
  let note: RunningSandbox;
  try {
    note = JSON.parse(readFileSync(path, 'utf8')) as RunningSandbox;
  } catch {
    return undefined;
  }
  if (Number.isInteger(note.pid) && note.pid !== process.pid && alive(note.pid)) return note;
  rmSync(path, { force: true });
  return undefined;
}

/** Writes this process's note; the returned function removes it (on stop). */
export function noteRunning(dbUrl: string, url: string): () => void {
  const path = runNotePath(dbUrl);
  mkdirSync(dirname(path), { recursive: true });
  const note: RunningSandbox = { pid: process.pid, url, startedAt: new Date().toISOString() };
  writeFileSync(path, JSON.stringify(note));
  return () => {
    try {
      const current = JSON.parse(readFileSync(path, 'utf8')) as RunningSandbox;
      if (current.pid === process.pid) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}

/** What `sandbox:reset` says when a sandbox is running on the database. */
export const resetRefusal = (dbUrl: string, running: RunningSandbox): string =>
  [
    `Not reset: a sandbox is running on ${dbUrl} (process ${running.pid}, ${running.url}).`,
    'Stop it first (Ctrl-C in the terminal where it runs), then run `npm run sandbox:reset` again,',
    'and start it with `npm start`. Staff signed in to the console sign in again after the reset.',
  ].join('\n');
