import WebSocket, { type ClientOptions } from 'ws';

/** A test client of the sandbox's socket: every message kept, waits for one that matches, the close code. */
export function openSocket(base: string, options: ClientOptions = {}) {
  const ws = new WebSocket(base.replace(/^http/, 'ws') + '/', options);
  const received: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; done: (m: Record<string, unknown>) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(message);
      }
    }
  });
  const next = (match: (m: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((done) => {
      const found = received.find(match);
      if (found) done(found);
      else waiters.push({ match, done });
    });
  const opened = new Promise<void>((done) => ws.once('open', () => done()));
  const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
  /** the status of a refused upgrade (the socket never opens) */
  const refused = new Promise<number>((done) => ws.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0)));
  ws.on('error', () => undefined);
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  const auth = async (token: string) => {
    await opened;
    send({ path: '/v1/pwt/auth', accessToken: token });
    return next((m) => 'accessToken' in m || 'error' in m);
  };
  return { ws, received, next, send, auth, opened, closed, refused };
}
