import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freePort } from '../bench/sandbox';
import { apiSession, expect, seededURL } from './fixtures';

/** Helpers of the dispute queue's and the socket's browser tests. */

/** The queue's table, named by its heading "Dispute queue (n)". */
export const queueTable = (page: Page): Locator => page.getByRole('table', { name: /^Dispute queue/ });
/** The data rows of the queue (the first row is the header). */
export const queueRows = (page: Page): Locator => queueTable(page).locator('tbody tr');

/** The filter of the current URL (react-admin keeps it as JSON in `filter`). */
export const urlFilter = (page: Page): Record<string, unknown> => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
export const urlParam = (page: Page, name: string): string | null => new URL(page.url()).searchParams.get(name);

/** Chooses an option of one of the queue's select filters (the browser's own select) by its text. */
export async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** The text of a select filter's chosen option. */
export const chosenFilter = (page: Page, label: string | RegExp): Locator => page.getByRole('combobox', { name: label }).locator('option:checked');

const headers = async (request: APIRequestContext, base: string) => ({
  Authorization: `Basic ${(await apiSession(request, 'mediator', base)).accessToken}`,
});

/**
 * A contract of the seed that never had a dispute, found over HTTP: seeded contracts are two
 * consecutive offer ids ("1326-1327" or "1327-1326"); starting at a random place keeps parallel
 * tests (and the case workspace's) from picking the same one.
 */
export async function contractWithoutDispute(request: APIRequestContext, base = seededURL): Promise<string> {
  const auth = await headers(request, base);
  const page = await request.get(`${base}/v1/pwt/disputes?state=open&size=1`, { headers: auth });
  const [first] = ((await page.json()) as { items: { id: string }[] }).items;
  const low = Math.min(...first.id.split('-').map(Number));
  for (let attempt = 0; attempt < 400; attempt++) {
    const a = low + 2 * Math.floor(Math.random() * 400) - 400;
    if (a < 0) continue;
    for (const id of [`${a}-${a + 1}`, `${a + 1}-${a}`]) {
      const answer = await request.get(`${base}/v1/pwt/contract/${id}`, { headers: auth });
      if (!answer.ok()) continue;
      const contract = (await answer.json()) as { disputeDate?: string };
      if (!contract.disputeDate) return id;
    }
  }
  throw new Error('no contract without a dispute found');
}

/** A trader raises a dispute (the faults-only platform route of the seeded sandbox). */
export async function raiseDispute(request: APIRequestContext, contractId: string, base = seededURL): Promise<number> {
  const answer = await request.post(`${base}/__platform/contract/${contractId}/dispute`, {
    data: { initiator: 'buyer', reason: 'abusive', message: 'Raised by a browser test' },
  });
  return answer.status();
}

/**
 * A sandbox of the test's own (empty scale: staff accounts only), serving the built console from
 * dist/, that the test can stop and start again on the same port and database.
 */
export class OwnSandbox {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'peach-e2e-own-'));
  private constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  /** `env`: more of the sandbox's settings (say SANDBOX_SCALE=small, SANDBOX_OWN_ROUTES=off) */
  static async start(env: Record<string, string> = {}): Promise<OwnSandbox> {
    const sandbox = new OwnSandbox(await freePort(), env);
    await sandbox.start();
    return sandbox;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', SANDBOX_DB: `file:${join(this.dir, 'own.db')}`, SANDBOX_SCALE: 'empty', ...this.env },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    this.child = child;
    await expect
      .poll(async () => fetch(`${this.url}/v1/info`).then((r) => r.ok, () => false), { timeout: 60_000, intervals: [250] })
      .toBe(true);
  }

  /** Ends the process (SIGTERM, then SIGKILL) and waits for it. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The ids of the open queue's first 100 cases in its default order (oldest dispute first), over HTTP. */
export async function openQueueIds(request: APIRequestContext, base = seededURL): Promise<string[]> {
  const answer = await request.get(`${base}/v1/pwt/disputes?state=open&size=100`, { headers: await headers(request, base) });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { items: { id: string }[] }).items.map((row) => row.id);
}
