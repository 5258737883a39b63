import type { HttpBindings, ServerType } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { hostIsAllowed, originIsAllowed } from '../http/hygiene';
import { clientAddressOf, trustedProxies } from '../http/clientAddress';
import { hubFor, REMINDER_INTERVAL_MS, type SocketHub } from './hub';
import { receive, type SocketDeps } from './messages';
import { AUTH_TIMEOUT_MS, newConnection, pendingToEvict, SOCKET_MAX_MESSAGE_BYTES } from './limits';

/**
 * The sandbox's real-time socket (spec §4, §7; docs/decisions/disputes.md), on the root path of
 * the API host. One hub per database: the routes that change a dispute or a chat publish through
 * `hubFor(db)`, and `attachSocket` connects the HTTP server's upgrades to the same hub, so
 * server.ts needs one call and Deps stays as it is.
 *
 * Client → server: { path: "/v1/pwt/auth", accessToken } first, then
 * { path: "/v1/contract/chat", contractId, message }. Server → client: { accessToken, expiry } once
 * authenticated, chat Messages (they carry roomId), { event: "dataStale", data: [queryKey] },
 * { event: "notification", data: { type, contractId, title } }, { error, message?, path? }.
 * Only staff of the 'disputes' area (admin, mediator) receive chats, hints and notifications.
 *
 * The parts: hub.ts (the connections and what goes out to them), messages.ts (what a
 * client says), limits.ts (the connection and its limits).
 */

/** How often every open socket's session is read again (expired or ended elsewhere): a safety net. */
const REVALIDATE_INTERVAL_MS = 30_000;

/**
 * Serves the socket on the root path of `server` (a GET / upgrade; nothing else is upgraded),
 * runs the reminder check, and closes the sockets when the server closes.
 */
export function attachSocket(server: ServerType, deps: SocketDeps, allowedHosts: string[]): SocketHub {
  const hub = hubFor(deps.db);
  hub.now = deps.now;
  const hosts = new Set(allowedHosts);
  const app = new Hono<{ Bindings: HttpBindings }>();
  const nodeWs = createNodeWebSocket({ app });
  nodeWs.wss.options.maxPayload = SOCKET_MAX_MESSAGE_BYTES;
  // the HTTP allow-list holds for the socket too (DNS rebinding), and a browser's Origin must be
  // one of ours: another site's page cannot open a socket with the console's session
  app.get('/', async (c, next) => {
    if (!hostIsAllowed(hosts, c.req.header('Host'))) return c.text('This host name is not served here', 421);
    if (!originIsAllowed(hosts, c.req.header('Origin'))) return c.text('This origin may not open the socket', 403);
    await next();
  });
  app.get(
    '/',
    nodeWs.upgradeWebSocket((c) => {
      const connection = newConnection(clientAddressOf(c.env?.incoming?.socket?.remoteAddress, c.req.header('X-Forwarded-For'), trustedProxies()));
      return {
        onOpen: (_event, ws) => {
          connection.ws = ws;
          for (const old of pendingToEvict(hub.connections, connection.address)) {
            hub.connections.delete(old);
            old.ws.close(1013, 'Too many connections waiting to sign in');
          }
          hub.connections.add(connection);
          connection.authTimer = setTimeout(() => connection.staff || ws.close(4401, 'AUTHENTICATION_FAILURE'), AUTH_TIMEOUT_MS);
        },
        onMessage: (event) => {
          const text = typeof event.data === 'string' ? event.data : '';
          connection.chain = connection.chain
            .then(() => receive(hub, connection, text, deps))
            .catch((error: unknown) => console.error('[sandbox] socket message failed:', error));
        },
        onClose: () => {
          clearTimeout(connection.authTimer);
          hub.connections.delete(connection);
          hub.leave(connection);
        },
      };
    }),
  );
  app.all('*', (c) => c.text('Not found', 404));
  nodeWs.injectWebSocket(server as Parameters<typeof nodeWs.injectWebSocket>[0]);

  const every = Number(process.env.SANDBOX_REMINDER_MS) || REMINDER_INTERVAL_MS;
  const timer = setInterval(() => void hub.remind(deps.now()).catch(() => undefined), every);
  timer.unref();
  const revalidating = setInterval(() => void hub.revalidate().catch(() => undefined), REVALIDATE_INTERVAL_MS);
  revalidating.unref();
  // upgraded sockets are no longer the HTTP server's: close them with it, or close() waits forever
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    clearInterval(timer);
    clearInterval(revalidating);
    for (const client of nodeWs.wss.clients) client.terminate();
    return close(callback);
  }) as typeof server.close;
  return hub;
}
