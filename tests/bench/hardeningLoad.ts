/**
 * The attacks of the hardening review as load on a running sandbox, for the stall benchmark
 * (./stall.ts): while each runs, a second client's cheap GET must still be answered within the
 * budget (≤ 100 ms). Each returns what its requests got, as "ms status [code]" texts.
 *
 * - a 5 MB logo built to make a backtracking style check slow (url( then 5 MB of spaces)
 * - 40 uploads that each send one byte every 5 s (the slots, the queue and the body deadline)
 */
import { connect, type Socket } from 'node:net';
import type { Session } from './sandbox';

const FIVE_MB = 5 * 1024 * 1024;

/** url( and then spaces up to 5 MB: quadratic for a backtracking `url\s*\(\s*(?!…)` check. */
export function adversarialLogo(): Blob {
  const head = '<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:url(';
  const tail = '#g)}</style></svg>';
  return new Blob([head + ' '.repeat(FIVE_MB - head.length - tail.length - 16) + tail], { type: 'image/svg+xml' });
}

/** A new event with the adversarial logo (refused or accepted, either quickly). */
export async function postAdversarialLogo(base: string, session: Session): Promise<string[]> {
  const form = new FormData();
  form.set('country', 'BE');
  form.set('city', 'Bench');
  form.set('shortName', `stall-logo-${Date.now()}`);
  form.set('logo', adversarialLogo(), 'logo.svg');
  const started = performance.now();
  const response = await fetch(`${base}/v1/events`, { method: 'POST', headers: { Authorization: `Basic ${session.accessToken}` }, body: form });
  const text = await response.text();
  const code = response.ok ? '' : ` ${(/"error":"([A-Z_]+)"/.exec(text) ?? [])[1] ?? ''}`;
  return [`${Math.round(performance.now() - started)} ms ${response.status}${code}`];
}

/**
 * `count` event uploads that each declare a 1 000-byte multipart body and send one byte every
 * `everyMs`, for `forMs`; then they are dropped. Reports how many the sandbox answered or closed
 * meanwhile (a 429 for the ones beyond the member's share, a 408 at the body deadline).
 */
export async function slowUploads(base: string, session: Session, { count = 40, everyMs = 5_000, forMs = 12_000 } = {}): Promise<string[]> {
  const { hostname, port } = new URL(base);
  const answers = new Map<string, number>();
  const sockets: Socket[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect({ host: hostname, port: Number(port) });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 'other';
      answers.set(status, (answers.get(status) ?? 0) + 1);
    });
    socket.once('connect', () => {
      socket.write(
        `POST /v1/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Basic ${session.accessToken}\r\n` +
          'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n-',
      );
      timers.push(setInterval(() => socket.writable && socket.write('-'), everyMs));
    });
  }
  await new Promise((resolve) => setTimeout(resolve, forMs));
  for (const timer of timers) clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  const answered = [...answers].map(([status, n]) => `${n}× ${status}`).join(', ');
  return [`${count} uploads at 1 byte / ${everyMs / 1000} s for ${forMs / 1000} s: ${answered || 'none answered yet'}`];
}
