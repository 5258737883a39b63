// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/contract/constants';
import { ApiFailure } from '../http/failure';
import { tooComplex, workerSvgChecker } from './svgChecker';
import { authorized, login, startTestServer, type TestServer } from '../testing';

/** The logos' SVG check on a worker thread (svgChecker.ts): its answers and bounds, and over HTTP. */

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const bytes = (text: string) => new TextEncoder().encode(text);
const fiveMegabytes = (head: string, body: string, tail: string) =>
  head + body.repeat(Math.floor((IMAGE_UPLOAD_MAX_BYTES - head.length - tail.length) / body.length)) + tail;
/** url( then spaces up to 5 MB in a <style>: the bench's adversarial logo (tests/bench/hardeningLoad.ts) */
const ADVERSARIAL = fiveMegabytes(`<svg ${NS}><style>.a{fill:url(`, ' ', '#g)}</style></svg>');
/** a 5 MB path: safe, and the slowest 5 MB to check (every character is parsed) */
const LONG_PATH = fiveMegabytes(`<svg ${NS}><path d="M0 0`, ' L1 1', '"/></svg>');

describe('workerSvgChecker', () => {
  it('decides safe and unsafe logos on its worker thread (which loads the TypeScript check itself)', async () => {
    const checker = workerSvgChecker();
    try {
      const [safe, unsafe, adversarial] = await Promise.all([
        checker.check(bytes(`<svg ${NS}><rect width="1" height="1"/></svg>`)),
        checker.check(bytes(`<svg ${NS}><script>alert(1)</script></svg>`)),
        checker.check(bytes(ADVERSARIAL)),
      ]);
      expect(safe).toBeNull();
      expect(unsafe).toBe('the element <script>');
      expect(adversarial).toMatch(/longer than/);
    } finally {
      await checker.close();
    }
  });

  it('refuses a logo it cannot decide within its time bound, and checks the next on a new worker', async () => {
    const checker = workerSvgChecker({ timeoutMs: 300 });
    try {
      // warm: the worker is up, so the bound runs from the check's start
      expect(await checker.check(bytes(`<svg ${NS}/>`))).toBeNull();
      await expect(checker.check(bytes(LONG_PATH.repeat(4)))).rejects.toEqual(tooComplex(300));
      expect(await checker.check(bytes(`<svg ${NS}><script/></svg>`))).toBe('the element <script>');
    } finally {
      await checker.close();
    }
  });

  it('refuses checks beyond its queue with 429 TOO_MANY_REQUESTS', async () => {
    const checker = workerSvgChecker({ maxQueue: 1 });
    try {
      const first = checker.check(bytes(`<svg ${NS}/>`));
      const second = checker.check(bytes(`<svg ${NS}/>`)).catch((error: unknown) => error);
      const refused = await second;
      expect(refused).toBeInstanceOf(ApiFailure);
      expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(await first).toBeNull();
    } finally {
      await checker.close();
    }
  });
});

describe('a 5 MB adversarial logo over HTTP', () => {
  let server: TestServer;
  let mediator: string;
  beforeAll(async () => {
    server = await startTestServer();
    mediator = await login(server.url, 'mediator');
  });
  afterAll(() => server.cleanup());

  /** POST /v1/events with the logo; `sent` once the whole body is handed over, `answer` with the status and body. */
  function postLogo(svg: string): { sent: Promise<void>; answer: Promise<{ status: number; body: string }> } {
    const boundary = 'peach-logo-boundary';
    const body = Buffer.from(
      [
        ...Object.entries({ country: 'DE', city: 'Berlin', shortName: `Logo ${Date.now()}` }).map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${svg}\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    );
    let sent!: () => void;
    const sentPromise = new Promise<void>((resolve) => (sent = resolve));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/v1/events`,
        {
          method: 'POST',
          headers: { Authorization: `Basic ${mediator}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      req.on('finish', sent);
      req.end(body);
    });
    return { sent: sentPromise, answer };
  }

  it('answers a second client’s cheap GETs while it checks the logo, then refuses the logo', async () => {
    const { sent, answer } = postLogo(ADVERSARIAL);
    let answered = false;
    const logoAnswer = answer.then((result) => {
      answered = true;
      return result;
    });
    await sent;
    // the body is sent: from here the server parses the form and checks the logo, and the cheap
    // GETs of another client are answered meanwhile, not after it (the order, not the time: the
    // time is the bench's, tests/bench/stall.ts)
    const answeredBefore: number[] = [];
    while (!answered) {
      const me = await fetch(`${server.url}/v1/pwt/internal/user/me`, authorized(mediator));
      expect(me.status).toBe(200);
      await me.arrayBuffer();
      if (!answered) answeredBefore.push(me.status);
    }
    const { status, body } = await logoAnswer;
    expect(status, body).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ error: 'UNSAFE_SVG' });
    expect(answeredBefore.length).toBeGreaterThan(0);
  });
});

describe('the time bound over HTTP (SANDBOX_SVG_TIMEOUT_MS)', () => {
  let server: TestServer;
  let mediator: string;
  beforeAll(async () => {
    const before = process.env.SANDBOX_SVG_TIMEOUT_MS;
    process.env.SANDBOX_SVG_TIMEOUT_MS = '100';
    try {
      server = await startTestServer();
    } finally {
      if (before === undefined) delete process.env.SANDBOX_SVG_TIMEOUT_MS;
      else process.env.SANDBOX_SVG_TIMEOUT_MS = before;
    }
    mediator = await login(server.url, 'mediator');
  });
  afterAll(() => server.cleanup());

  const createEvent = (shortName: string, svg: string) => {
    const form = new FormData();
    form.set('country', 'DE');
    form.set('city', 'Berlin');
    form.set('shortName', shortName);
    form.set('logo', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    return fetch(`${server.url}/v1/events`, authorized(mediator, { method: 'POST', body: form }));
  };

  it('refuses a safe 5 MB logo that takes longer than the bound to check, then checks the next one', async () => {
    const slow = await createEvent('Slow logo', LONG_PATH);
    const body = (await slow.json()) as { error: string; message: string };
    expect(slow.status, JSON.stringify(body)).toBe(422);
    expect(body).toEqual({ error: 'SVG_TOO_COMPLEX', message: 'The SVG cannot be checked within 0.1 s: upload a simpler SVG or a PNG' });
    const small = await createEvent('Small logo', `<svg ${NS}><rect width="1" height="1"/></svg>`);
    expect(small.status, await small.clone().text()).toBe(200);
  });
});
