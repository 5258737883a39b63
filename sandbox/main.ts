/**
 * `tsx sandbox/main.ts`: starts the sandbox. Env: PORT (8080), HOST (127.0.0.1), SANDBOX_DB
 * (file:.sandbox/sandbox.db, or a libsql:// / http:// URL), SANDBOX_SCALE (small | large | empty,
 * used when the database is empty), SANDBOX_FAULTS=1 (the test fault switch), SANDBOX_OWN_ROUTES=off
 * (or off:audit,presence: the project's own staff routes switched off, src/contract/parts.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dbUrlFromEnv, openDb } from './db/connection';
import { noteRunning } from './db/runLock';
import { staffPage } from './db/store/staff';
import { verifyPassword } from './http/auth';
import { DEMO_PASSWORD, needsSeed, scaleFromEnv, seededScale } from './seed';
import { accountsTable } from './seed/accountsTable';
import { startServer } from './server';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (got "${process.env.PORT}")`);
  process.exit(1);
}

// A signal while the database is still being seeded stops at once: the next start sees the
// unfinished seed (no `seeded` mark) and seeds again.
let seeding: ChildProcess | undefined;
let stop: (signal: NodeJS.Signals) => void = (signal) => {
  seeding?.kill(signal);
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));

const started = Date.now();

/**
 * The seeding child's JavaScript heap limit (MB). Its live data is one chunk of trades and the
 * users while their history is made; without a limit V8 lets the heap grow with mostly garbage
 * before it collects (the large seed's peak memory is a row of npm run bench:large).
 */
const SEED_HEAP_MB = 384;

// Seed in a child process: the memory a large seed takes is returned to the system when it ends,
// so the server idles small. The child prints its progress by table.
async function seedFirst(): Promise<boolean> {
  const db = await openDb(dbUrlFromEnv());
  const needed = await needsSeed(db).finally(() => db.close());
  if (!needed) return false;
  const cli = fileURLToPath(new URL('./seed/cli.ts', import.meta.url));
  seeding = spawn(process.execPath, [`--max-old-space-size=${SEED_HEAP_MB}`, '--import', 'tsx', cli], { stdio: 'inherit', env: process.env });
  const status = await new Promise<number | null>((resolve) => seeding!.once('exit', resolve));
  seeding = undefined;
  if (status !== 0) {
    console.error('The sandbox could not seed its database (see above).');
    process.exit(1);
  }
  return true;
}
const seededNow = await seedFirst();

const server = await (async () => startServer({ port, host: process.env.HOST || '127.0.0.1', scale: scaleFromEnv() }))().catch(
  (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use (set PORT to another one)` : error.message;
    console.error(`The sandbox could not start: ${reason}`);
    process.exit(1);
  },
);
const scale = await seededScale(server.db);

// `npm run sandbox:reset` refuses while this note says the sandbox serves the database (db/runLock.ts)
const releaseNote = noteRunning(dbUrlFromEnv(), server.url);
process.on('exit', releaseNote);

// the accounts as they are now (a password or 2FA changed since the seed shows as changed)
const ACCOUNTS_SHOWN = 20;
const accounts = await staffPage(server.db, { size: ACCOUNTS_SHOWN, offset: 0 });
const table = await accountsTable(accounts.items, (hash) => verifyPassword(DEMO_PASSWORD, hash), { more: accounts.total - accounts.items.length });

console.log(`
Peach staff console sandbox: ${server.url}  (ready in ${Date.now() - started} ms)
  database ${dbUrlFromEnv()}${server.seeded || seededNow ? `, seeded now (${scale})` : `, seeded earlier (${scale})`}
  logos    ${server.logoDir}

${table}
`);

stop = () => {
  stop = () => undefined;
  // open sockets (the console's WebSocket) must not hold the process: exit after 3 s regardless
  setTimeout(() => process.exit(0), 3_000).unref();
  void server.close().then(() => process.exit(0));
};
