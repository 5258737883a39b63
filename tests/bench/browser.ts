import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { findChromium } from '../../scripts/chromium.mjs';
import { signedInStorage, type Session } from './sandbox';

/** The routes measured, and how to tell each has finished its first load. */
export interface Route {
  /** the route as named in the budgets ('/contract/:id') */
  path: string;
  /** the address loaded, when it differs from the path (a real contract id) */
  url?: string;
  signedIn: boolean;
  /** the staff account signed in (default the maintainer): /analytics needs the analytics role, the queue and a case a mediator */
  as?: 'analyst' | 'mediator';
  /** what must be visible besides the heading: the route's own content (the queue's rows, a case's chat) */
  ready?: string;
}
export const ROUTES: Route[] = [
  { path: '/login', signedIn: false },
  { path: '/', signedIn: true },
];

/** The same Chromium and flags as playwright.config.ts. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = (findChromium() as string | null) ?? undefined;
  if (!executablePath) throw new Error('no Chromium found: set CHROMIUM_PATH or install chromium (see scripts/chromium.mjs)');
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A fresh context (empty cache and storage); signed in by putting what sign-in stores into localStorage first. */
export async function freshContext(browser: Browser, baseURL: string, session: Session | null, viewport = { width: 1280, height: 720 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport });
  if (session) {
    await context.addInitScript((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), signedInStorage(session));
  }
  return context;
}

/**
 * Waits until the route shows what it is for: the login form (a password field) on /login; on / the
 * signed-in home (a heading, no longer on /login), then until the network is quiet and no progress
 * indicator is left, so that the home's data is on screen. Returns notes on what did not settle.
 */
export async function waitUntilSettled(page: Page, route: Route): Promise<string[]> {
  const notes: string[] = [];
  if (route.path === '/login') {
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  } else {
    const loginForm = page.locator('input[type="password"]');
    await page.getByRole('heading').or(loginForm).first().waitFor({ state: 'visible', timeout: 30_000 });
    if (new URL(page.url()).pathname.startsWith('/login')) throw new Error('/ went to /login: the session was not accepted');
    if (route.ready) await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => notes.push('network not idle after 8 s'));
  const idle = () => ![...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some((el) => (el as HTMLElement).offsetParent !== null);
  await page.waitForFunction(idle, undefined, { timeout: 8_000, polling: 100 }).catch(() => notes.push('a progress indicator still shows after 8 s'));
  return notes;
}
