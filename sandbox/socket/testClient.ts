import WebSocket from 'ws';

type Message = Record<string, unknown>;

/**
 * A socket client for sandbox tests: keeps what it receives; `next` waits for a message that
 * matches, among those received after the last `mark()` (so a test can wait for the presence that
 * follows an action, not an older one).
 */
export function openTestSocket(baseUrl: string) {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/');
  const received: Message[] = [];
  let from = 0;
  const waiters: { match: (m: Message) => boolean; done: (m: Message) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    received.push(message);
    for (const w of [...waiters]) {
      if (!w.match(message)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.done(message);
    }
  });
  const next = (match: (m: Message) => boolean) =>
    new Promise<Message>((done) => {
      const found = received.slice(from).find(match);
      if (found) done(found);
      else waiters.push({ match, done });
    });
  const mark = () => void (from = received.length);
  const opened = new Promise<void>((done) => ws.once('open', () => done()));
  const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  const auth = async (token: string) => {
    await opened;
    send({ path: '/v1/pwt/auth', accessToken: token });
    return next((m) => 'accessToken' in m || 'error' in m);
  };
  return { ws, received, next, mark, send, auth, closed };
}
