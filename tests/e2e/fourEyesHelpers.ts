import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freePort } from '../bench/sandbox';
import { apiSession, expect } from './fixtures';
import { uniqueUsername, type OwnAccount } from './staffAccounts';

/**
 * Four eyes' browser tests (fourEyes.spec.ts) change a setting of the whole sandbox (the
 * threshold): they run on a seeded sandbox of their own, with the fault switch (the traders'
 * language route), so that no other spec's resolution becomes a proposal.
 */
export class FourEyesSandbox {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'peach-e2e-four-eyes-'));
  private constructor(readonly port: number) {}

  static async start(): Promise<FourEyesSandbox> {
    const sandbox = new FourEyesSandbox(await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      env: {
        ...process.env,
        PORT: String(sandbox.port),
        HOST: '127.0.0.1',
        SANDBOX_DB: `file:${join(sandbox.dir, 'four-eyes.db')}`,
        SANDBOX_SCALE: 'small',
        SANDBOX_FAULTS: '1',
        SANDBOX_STRICT: '1',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    sandbox.child = child;
    await expect
      .poll(async () => fetch(`${sandbox.url}/v1/info`).then((r) => r.ok, () => false), { timeout: 90_000, intervals: [250] })
      .toBe(true);
    return sandbox;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async dispose(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const auth = (token: string) => ({ Authorization: `Basic ${token}` });

/** A mediator account of the test's own on `base` (created by the demo admin). */
export async function ownMediator(request: APIRequestContext, base: string, prefix: string): Promise<OwnAccount> {
  const admin = await apiSession(request, 'admin', base);
  const username = uniqueUsername(prefix);
  const response = await request.post(`${base}/v1/pwt/admin/staff`, { headers: auth(admin.accessToken), data: { username, isMediator: true } });
  expect(response.status()).toBe(201);
  const { account, oneTimePassword } = (await response.json()) as { account: { id: string }; oneTimePassword: string };
  return { id: account.id, username, password: oneTimePassword };
}

/** The admin sets the threshold over the API (null: off). */
export async function setThreshold(request: APIRequestContext, base: string, thresholdSats: number | null): Promise<void> {
  const admin = await apiSession(request, 'admin', base);
  const response = await request.put(`${base}/v1/pwt/fourEyes`, { headers: auth(admin.accessToken), data: { thresholdSats, incorrectDataNeedsApproval: false } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The n-th open case of the queue (oldest first), each test its own. */
export async function openCase(request: APIRequestContext, base: string, n: number): Promise<{ id: string; amount: number; buyerId: string; sellerId: string }> {
  const mediator = await apiSession(request, 'mediator', base);
  const queue = await request.get(`${base}/v1/pwt/disputes`, { headers: auth(mediator.accessToken), params: { state: 'open', size: 1, page: n } });
  const { items } = (await queue.json()) as { items: { id: string; amount: number; buyerId: string; sellerId: string }[] };
  return items[0];
}

/** What the sandbox recorded of a case: its resolutions in the trail, and whether its dispute is open. */
export async function caseRecord(request: APIRequestContext, base: string, contractId: string) {
  const mediator = await apiSession(request, 'mediator', base);
  const headers = auth(mediator.accessToken);
  const trail = (await (await request.get(`${base}/v1/pwt/contract/${contractId}/audit`, { headers, params: { size: 100 } })).json()) as { items: { action: string }[] };
  const contract = (await (await request.get(`${base}/v1/pwt/contract/${contractId}`, { headers })).json()) as { disputeActive: boolean };
  return { actions: trail.items.map((e) => e.action), open: contract.disputeActive };
}

/** Puts an own account's session on `base` into the page's storage before any script runs (as staffAccounts' signInOwn). */
export async function signInOwnAt(page: Page, base: string, account: OwnAccount): Promise<void> {
  const response = await page.request.post(`${base}/v1/pwt/auth`, { data: { username: account.username, password: account.password } });
  expect(response.ok(), `sign-in of ${account.username}`).toBeTruthy();
  const session = JSON.stringify(await response.json());
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, session);
}
