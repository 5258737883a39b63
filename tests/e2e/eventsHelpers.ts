import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { apiSession, expect, seededURL } from './fixtures';

/** Helpers of the events screen's browser tests. */

/** A name no other test (or earlier run on the same database) uses: tests share one seeded database. */
export const unique = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real `size`×`size` PNG, one colour (RGB), made here so the test needs no fixture file. */
export function pngBuffer(size = 8, rgb: [number, number, number] = [247, 147, 26]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface SeedEvent {
  id: string;
  shortName: string;
  longName: string;
  city: string;
  country: string;
}

/** Creates an event over the API (as the maintainer), for tests that start from an existing row. */
export async function createEventOverApi(request: APIRequestContext, fields: Record<string, string>, base = seededURL): Promise<SeedEvent> {
  const { accessToken } = await apiSession(request, 'maintainer', base);
  const response = await request.post(`${base}/v1/events`, {
    headers: { Authorization: `Basic ${accessToken}` },
    multipart: { country: 'UK', city: 'Bristol', ...fields },
  });
  if (!response.ok()) throw new Error(`creating the event failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SeedEvent;
}

/** The multipart field names of a request body, in order. */
export function multipartFieldNames(request: Request): string[] {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"/gi)].map((m) => m[1]);
}

/** Every request the page sends that matches, from now on. */
export function recordRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/**
 * How long a "nothing was sent" assertion watches for a late request: past react-admin's
 * debounces and a refetch on focus, measured in the page after the action's visible outcome.
 */
export const LATE_REQUEST_WINDOW_MS = 1_500;

/**
 * Asserts that none of the recorded requests went out, after waiting out the window in which a
 * late one would still be sent (an assertion right after the click would pass before it).
 */
export async function expectNoRequest(page: Page, seen: Request[], windowMs = LATE_REQUEST_WINDOW_MS): Promise<void> {
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), windowMs);
  expect(seen.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
}

/** The events table (named by its count heading) and the row of one event in it. */
export const eventsTable = (page: Page): Locator => page.getByRole('table', { name: /^Events \(/ });
export const eventRow = (page: Page, id: string): Locator => eventsTable(page).getByRole('row').filter({ hasText: id });

/** The new-event form and the new-payout form. */
export const newEventForm = (page: Page): Locator => page.getByRole('form', { name: 'New event' });
export const newPayoutForm = (page: Page): Locator => page.getByRole('form', { name: 'New payout' });
