import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A sandbox of its own for one benchmark run: a free port, a fresh database in a temp folder. */
export interface Sandbox {
  url: string;
  /** its database (SANDBOX_DB), for benchmarks that write data straight into it */
  db: string;
  /** the sandbox's process (main.ts; seeding runs in a child of its own that has ended) */
  pid: number;
  stop(): Promise<void>;
}

export interface Session {
  accessToken: string;
  expiry: number;
  /** the `/me` answer as the console's sign-in stores it (localStorage `myPWTUser`, JSON) */
  staffUser: string;
}

/**
 * What the console's sign-in leaves in localStorage (src/auth/authProvider.ts): the session and the
 * staff user from `/me`. A returning staff member's browser holds both, so a cold load knows the role
 * before `/me` answers (src/data/prefetch.ts starts the queue's first page on it).
 */
export const signedInStorage = ({ accessToken, expiry, staffUser }: Session): [string, string][] => [
  ['peach.session', JSON.stringify({ accessToken, expiry })],
  ['myPWTUser', staffUser],
];

// a large seed takes about a minute on two idle cores, several on a busy machine
const START_TIMEOUT_MS = 600_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Spawns `node --import tsx sandbox/main.ts` and resolves once GET /v1/info answers (after the
 * seed: give a large scale more time).
 */
export async function startSandbox(scale = 'small', timeoutMs = START_TIMEOUT_MS, onSpawn?: (pid: number) => void, cwd?: string): Promise<Sandbox> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'peach-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const db = `file:${join(dir, `bench-${Date.now()}.db`)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_DB: db, SANDBOX_SCALE: scale },
    stdio: ['ignore', 'ignore', 'pipe'],
    // another checkout (tests/bench/compare.ts): its sandbox serves its own dist/
    cwd,
  });
  if (child.pid) onSpawn?.(child.pid);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });

  const stop = async () => {
    await kill(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${url}/v1/info`))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? `exited with ${child.exitCode ?? child.signalCode}` : `did not answer within ${timeoutMs / 1000} s`;
      throw new Error(`sandbox ${why}\n${stderr.trim()}`);
    }
    await sleep(250);
  }
  return { url, db, pid: child.pid!, stop };
}

/** Signs the sandbox's maintainer in over the API and reads `/me`, as the console's sign-in does (signedInStorage). */
export async function signIn(url: string, username = 'maintainer', password = 'peach-sandbox'): Promise<Session> {
  const response = await fetch(`${url}/v1/pwt/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  const { accessToken, expiry } = (await response.json()) as Session;
  const me = await fetch(`${url}/v1/pwt/internal/user/me`, { headers: { authorization: `Basic ${accessToken}` } });
  if (!me.ok) throw new Error(`/me of ${username} answered ${me.status}`);
  return { accessToken, expiry, staffUser: await me.text() };
}

/** An open dispute's contract (the queue's oldest), for the benchmarks that open a case. */
export async function aDisputedContract(url: string, mediator: Session): Promise<string> {
  const response = await fetch(`${url}/v1/pwt/disputes?state=open&sort=age&order=asc&page=0&size=1`, {
    headers: { Authorization: `Basic ${mediator.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET /v1/pwt/disputes answered ${response.status}`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('no open dispute in the sandbox');
  return items[0].id;
}

/** The process and all its descendants (Linux /proc). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // the parent pid is the 2nd field after the parenthesised command name
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return all;
}

const rssKb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/**
 * Samples every 100 ms the summed resident memory of a process and all its descendants (the
 * sandbox and its seeding child); `stop()` gives the peak in MB. Linux only: elsewhere it reports 0.
 */
export function sampleTreeMemory(root: number): { stop(): number } {
  let peakKb = 0;
  const sample = () => {
    if (!existsSync('/proc')) return;
    peakKb = Math.max(peakKb, processTree(root).reduce((total, pid) => total + rssKb(pid), 0));
  };
  const timer = setInterval(sample, 100);
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peakKb / 1024;
    },
  };
}
