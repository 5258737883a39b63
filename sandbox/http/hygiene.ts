import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * HTTP hygiene of every answer: the Host allow-list (against DNS rebinding), security headers,
 * and the Content-Security-Policy of the console's pages.
 */

/** Loopback names are always allowed; HOST and the public origin's host name are added. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host names a request may name: loopback, the bound HOST (unless a wildcard) and SANDBOX_PUBLIC_ORIGIN's. */
export function allowedHostsFor(host: string | undefined, publicOrigin: string | undefined): string[] {
  const hosts = new Set(LOOPBACK_HOSTS);
  if (host && !['0.0.0.0', '::', '[::]'].includes(host)) hosts.add(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  if (publicOrigin) {
    try {
      hosts.add(new URL(publicOrigin).hostname);
    } catch {
      throw new Error(`SANDBOX_PUBLIC_ORIGIN is not a URL: ${publicOrigin}`);
    }
  }
  return [...hosts].map((h) => h.toLowerCase());
}

/** The name part of a Host header: "example.org:8080" → "example.org", "[::1]:80" → "[::1]". */
const hostName = (header: string): string => (header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]).toLowerCase();

/** Whether a Host header names an allowed host; a missing one (HTTP/1.0) never does. */
export const hostIsAllowed = (allowed: ReadonlySet<string>, host: string | undefined): boolean => Boolean(host) && allowed.has(hostName(host!));

/** Whether an Origin header is absent (not a browser) or names an allowed host. */
export function originIsAllowed(allowed: ReadonlySet<string>, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return allowed.has(hostName(new URL(origin).host));
  } catch {
    return false; // "null" (a sandboxed frame, a file) and anything else that is not a URL
  }
}

/**
 * 421 MISDIRECTED_REQUEST for a Host header naming none of the allowed hosts: a page of another
 * site whose DNS name was re-pointed at 127.0.0.1 then cannot read the API or the console.
 */
export function hostAllowList(allowed: string[]): MiddlewareHandler<AppEnv> {
  const names = new Set(allowed);
  return async (c, next) => {
    // HTTP/1.1 always sends Host, HTTP/1.0 may not: a request over the network without one is
    // refused (the node server would fill in a name of its own). One made in-process
    // (app.request, no node request behind it) names the URL's host.
    const host = c.req.header('Host') ?? (c.env?.incoming ? undefined : new URL(c.req.url).host);
    if (!hostIsAllowed(names, host)) {
      return c.json({ error: 'MISDIRECTED_REQUEST', message: 'This host name is not served here' }, 421);
    }
    await next();
  };
}

/** Firebase Cloud Messaging's endpoints, allowed to connect to only when push is configured. */
const FIREBASE_CONNECT = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];

/**
 * The console's CSP. Scripts only from the console's own files; MUI/emotion inject <style>
 * elements at run time, hence style-src 'unsafe-inline'. connect-src: the API (same origin),
 * its WebSocket on the same host, and Firebase when configured.
 */
export function consoleCsp(host: string, firebase: boolean): string {
  const connect = ["'self'", `ws://${host}`, `wss://${host}`, ...(firebase ? FIREBASE_CONNECT : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every answer; the CSP only on HTML (the console's pages). */
export function securityHeaders(options: { firebase: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // a WebSocket upgrade (101) carries no page; its headers may be fixed already
    if (c.res.status === 101) return;
    setOnAnswer(c, 'X-Content-Type-Options', 'nosniff');
    setOnAnswer(c, 'Referrer-Policy', 'no-referrer');
    setOnAnswer(c, 'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (/^text\/html/i.test(c.res.headers.get('Content-Type') ?? '')) {
      setOnAnswer(c, 'Content-Security-Policy', consoleCsp(c.req.header('Host') ?? '', options.firebase));
      setOnAnswer(c, 'X-Frame-Options', 'DENY');
    }
  };
}

/**
 * Sets a header of an answer already made, in place. `c.header` after the handler copies the
 * answer into a new Response whose body is a stream, and the node server then streams it instead
 * of writing a string at once: a third of the CPU of a cached dispute-queue answer went there
 * (docs/decisions/performance.md). An answer whose headers cannot change goes through c.header.
 */
export function setOnAnswer(c: Context, name: string, value: string, options?: { append: boolean }): void {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
