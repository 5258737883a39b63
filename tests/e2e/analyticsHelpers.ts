import type { Page, Request } from '@playwright/test';
import { apiSession, seededURL, type Role } from './fixtures';

/** react-admin's store key of the theme (C10b's light/dark choice): "dark" in localStorage. */
export const useDarkTheme = (page: Page) => page.addInitScript(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));

/**
 * Signs in with the browser's clock fixed at `at` (Date.now and new Date(); timers still run). The
 * stored session's expiry is moved along with the clock (the sandbox checks the token on its own,
 * real clock), so the console takes it as fresh.
 */
export async function signInAt(page: Page, role: Role, at: Date, base = seededURL): Promise<void> {
  const session = await apiSession(page.request, role, base);
  await page.clock.setFixedTime(at);
  await page.addInitScript((value) => localStorage.setItem('peach.session', value), JSON.stringify({ ...session, expiry: at.getTime() + 3_600_000 }));
}

/** The next request to /v1/analytics<path> whose query is exactly `search` ('' for none). */
export const analyticsRequest = (page: Page, path: string, search: string): Promise<Request> =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === `/v1/analytics${path}` && url.search === search;
  });
