import { RealtimeSocket, type SocketLike } from './socket';

/** A WebSocket stand-in for tests: the test opens, closes and talks for the server. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** server side */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

/** A RealtimeSocket over FakeSockets; `sockets` lists every connection it opened, the last one is current. */
export function fakeRealtimeSocket(token: () => string | null = () => 'tok') {
  const sockets: FakeSocket[] = [];
  const socket = new RealtimeSocket({
    url: () => 'ws://api.test/',
    token,
    create: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
  });
  return { socket, sockets, last: () => sockets[sockets.length - 1] };
}
