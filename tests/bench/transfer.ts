import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { freshContext, waitUntilSettled, type Route } from './browser';
import { kB } from './firstLoadJs';
import type { Session } from './sandbox';
import { printTable } from './table';

/**
 * Bytes transferred by a cold load of a route (issue 7): every response the page fetched,
 * fetched again as a browser does (Accept-Encoding: br, gzip) and uncompressed (identity),
 * beside the gzip -9 size of the bodies. Counts bodies as sent on the wire, not headers.
 */
export interface RouteTransfer {
  route: Route;
  requests: number;
  compressed: number;
  uncompressed: number;
  gzip: number;
}

function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureTransfer(browser: Browser, baseURL: string, session: Session, route: Route): Promise<RouteTransfer> {
  const context = await freshContext(browser, baseURL, route.signedIn ? session : null);
  const urls: string[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() === 200 && response.request().method() === 'GET' && response.url().startsWith(baseURL)) urls.push(response.url());
    });
    await page.goto(route.url ?? route.path);
    await waitUntilSettled(page, route);
  } finally {
    await context.close();
  }
  const auth: Record<string, string> = route.signedIn ? { Authorization: `Basic ${session.accessToken}` } : {};
  const result: RouteTransfer = { route, requests: urls.length, compressed: 0, uncompressed: 0, gzip: 0 };
  for (const url of urls) {
    const compressed = await wireBytes(url, { ...auth, 'Accept-Encoding': 'br, gzip' });
    const plain = await wireBytes(url, { ...auth, 'Accept-Encoding': 'identity' });
    result.compressed += compressed.bytes;
    result.uncompressed += plain.bytes;
    result.gzip += gzipSync(plain.body, { level: 9 }).length;
  }
  return result;
}

export function printTransfer(rows: RouteTransfer[]): void {
  console.log('\nBytes transferred per route (cold load, response bodies; kB = 1000 bytes):');
  printTable(
    rows.map((r) => ({
      route: r.route.path,
      requests: r.requests,
      'sent (br/gzip) kB': kB(r.compressed),
      'uncompressed kB': kB(r.uncompressed),
      'gzip -9 kB': kB(r.gzip),
      saved: `${Math.round((1 - r.compressed / Math.max(1, r.uncompressed)) * 100)} %`,
    })),
  );
}
