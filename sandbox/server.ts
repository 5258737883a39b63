import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { guard } from './http/auth';
import { dbUrlFromEnv, filePathOf, logoDirFor, openDb, type Db } from './db/connection';
import { compressAnswers } from './http/compress';
import { codeOfStatus, FaultSwitch } from './http/faults';
import { platformStatuses, strictFromEnv } from './http/strict';
import { allowedHostsFor, hostAllowList, securityHeaders } from './http/hygiene';
import { ApiFailure } from './http/failure';
import { mountConsole } from './http/console';
import type { AppEnv, Deps, RouteHandlers } from './http/context';
import { ROUTES, routeKey } from './routes/table';
import { partsOffFrom, type OptionalPart } from '../src/contract/parts';
import { clientReads, fileReads, type PreparedReads } from './db/preparedReads';
import { inProcessReader, searchTimeoutFromEnv, workerReader, type SearchReader } from './workers/searchReader';
import { inProcessSvgChecker, svgTimeoutFromEnv, workerSvgChecker, type SvgChecker } from './workers/svgChecker';
import { escrowRoutes } from './routes/escrows';
import { contractRoutes } from './routes/contracts';
import { disputeRoutes } from './routes/disputes';
import { eventRoutes } from './routes/events';
import { offerRoutes } from './routes/offers';
import { scammerRoutes } from './routes/scammers';
import { authRoutes } from './routes/auth';
import { systemRoutes } from './routes/system';
import { adminRoutes } from './routes/admin';
import { auditRoutes } from './routes/audit';
import { fourEyesRoutes } from './routes/fourEyes';
import { caseRoutes } from './routes/cases';
import { operationsRoutes } from './routes/operations';
import { caseClockRoutes } from './routes/caseClocks';
import { startCaseAlerts } from './jobs/caseAlerts';
import { rebuildCaseClocks } from './db/store/caseClocks';
import { analyticsRoutes } from './routes/analytics';
import { complianceRoutes } from './routes/compliance';
import { grouphugRoutes } from './routes/grouphug';
import { newsRoutes } from './routes/news';
import { platformRoutes } from './routes/platform';
import { settingsRoutes } from './routes/settings';
import { searchRoutes } from './routes/search';
import { userRoutes } from './routes/users';
import { sanctionRoutes } from './routes/sanctions';
import { startSanctionExpiry } from './jobs/sanctionExpiry';
import { scaleFromEnv, seedIfEmpty, type SeedScale } from './seed';
import { attachSocket } from './socket/attach';

/**
 * The sandbox API server: the /v1 routes of routes/table.ts (each behind the role guard of its
 * area), the built console from dist/ with an SPA fallback, and errors as `{ error, message? }`.
 */

/** how long an idle keep-alive connection stays open (startServer) */
export const KEEP_ALIVE_MS = 30_000;

export const DEFAULT_STATIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export interface AppOptions {
  db: Db;
  logoDir: string;
  /** the built console; null = serve no console. Default: dist/ of the repository */
  staticDir?: string | null;
  /** the fault switch of tests (default: env SANDBOX_FAULTS=1) */
  faults?: boolean;
  /** the clock (ms since epoch) */
  now?: () => number;
  /** the host names a request may name (Host header); default: loopback names only */
  allowedHosts?: string[];
  /** where the searches read; default: the server's own connection */
  search?: SearchReader;
  /** where the logos' SVG check runs; default: this thread, in steps */
  svg?: SvgChecker;
  /** only the platform's published fields and statuses (default: env SANDBOX_STRICT=1) */
  strict?: boolean;
  /** the reads every request makes; default: through the client (db) */
  reads?: PreparedReads;
  /** optional parts whose own routes are not registered (default: env SANDBOX_OWN_ROUTES, src/contract/parts.ts) */
  partsOff?: readonly OptionalPart[];
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: Deps = {
    db: options.db,
    reads: options.reads ?? clientReads(options.db),
    search: options.search ?? inProcessReader(options.db),
    logoDir: options.logoDir,
    svg: options.svg ?? inProcessSvgChecker(),
    now: options.now ?? Date.now,
    strict: options.strict ?? strictFromEnv(),
    checkpoint: () => Promise.resolve(),
  };
  const faultSwitch = (options.faults ?? process.env.SANDBOX_FAULTS === '1') ? new FaultSwitch() : null;
  if (faultSwitch) deps.checkpoint = (point) => faultSwitch.checkpoint(point);
  const app = new Hono<AppEnv>();
  app.use('*', hostAllowList(options.allowedHosts ?? allowedHostsFor(undefined, undefined)));
  app.use('*', securityHeaders({ firebase: Boolean(process.env.VITE_FIREBASE_API_KEY) }));
  // JSON answers over 1 KB go gzip- or deflate-compressed when the client accepts it (http/compress.ts)
  app.use('/v1/*', compressAnswers());
  if (deps.strict) app.use('*', platformStatuses());
  if (faultSwitch) app.use('*', faultSwitch.middleware());

  // the API: exactly the rows of the route table, each with its guard
  const handlers: RouteHandlers = {
    ...systemRoutes(deps),
    ...authRoutes(deps),
    ...eventRoutes(deps),
    // admin and analytics
    ...settingsRoutes(deps),
    ...newsRoutes(deps),
    ...analyticsRoutes(deps),
    ...adminRoutes(deps),
    ...caseRoutes(deps),
    ...caseClockRoutes(deps),
    ...fourEyesRoutes(deps),
    ...auditRoutes(deps),
    ...operationsRoutes(deps),
    ...complianceRoutes(deps),
    ...grouphugRoutes(deps),
    ...userRoutes(deps),
    ...searchRoutes(deps),
    ...offerRoutes(deps),
    ...escrowRoutes(deps),
    ...scammerRoutes(deps),
    ...disputeRoutes(deps),
    ...contractRoutes(deps),
    ...sanctionRoutes(deps),
    // the traders' side, for tests: its rows are faultsOnly, so registered with the fault switch only
    ...platformRoutes(deps),
    ...faultSwitch?.handlers(),
  };
  const tableKeys = new Set<string>(ROUTES.map(routeKey));
  const unlisted = Object.keys(handlers).filter((key) => !tableKeys.has(key));
  if (unlisted.length) throw new Error(`Handlers missing from sandbox/routes/table.ts: ${unlisted.join(', ')}`);
  const partsOff = options.partsOff ?? partsOffFrom(process.env.SANDBOX_OWN_ROUTES);
  for (const route of ROUTES) {
    if ('faultsOnly' in route && route.faultsOnly && !faultSwitch) continue;
    // a part switched off answers as a platform without it would: the API's 404 NOT_FOUND
    if ('part' in route && partsOff.includes(route.part)) continue;
    const handler = handlers[routeKey(route) as keyof RouteHandlers];
    if (!handler) throw new Error(`Route table row without a handler: ${routeKey(route)}`);
    app.on(route.method, route.path, guard(deps, route.area), handler);
  }
  app.all('/v1', (c) => c.json({ error: 'NOT_FOUND', message: 'No such API route' }, 404));
  app.all('/v1/*', (c) => c.json({ error: 'NOT_FOUND', message: 'No such API route' }, 404));

  const staticDir = options.staticDir === undefined ? DEFAULT_STATIC_DIR : options.staticDir;
  if (staticDir) mountConsole(app, staticDir);

  app.notFound((c) => c.json({ error: 'NOT_FOUND' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      const body: Record<string, unknown> = { error: error.code };
      if (error.message && error.message !== error.code) body.message = error.message;
      if (error.details !== undefined) body.details = error.details;
      // a body refused before it was read whole: the connection cannot carry another request
      if (error.status === 413 || error.status === 408) c.header('Connection', 'close');
      return c.json(body, error.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: codeOfStatus(error.status), message: error.message }, error.status);
    }
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: 'INTERNAL_SERVER_ERROR' }, 500);
  });
  return app;
}

export interface StartOptions {
  /** 0 = any free port */
  port?: number;
  host?: string;
  /** default: env SANDBOX_DB, else file:.sandbox/sandbox.db */
  dbUrl?: string;
  /** used only when the database is empty; default: env SANDBOX_SCALE, else small */
  scale?: SeedScale;
  /** the fault switch (default: env SANDBOX_FAULTS=1) */
  faults?: boolean;
  /** only the platform's published fields and statuses (default: env SANDBOX_STRICT=1) */
  strict?: boolean;
  /** a public origin the console is reached at besides loopback and host (default: env SANDBOX_PUBLIC_ORIGIN) */
  publicOrigin?: string;
  /** default: logos/ beside the database file */
  logoDir?: string;
  staticDir?: string | null;
  now?: () => number;
  /** optional parts switched off (default: env SANDBOX_OWN_ROUTES) */
  partsOff?: readonly OptionalPart[];
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  logoDir: string;
  /** whether this start seeded the database */
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dbUrl = options.dbUrl ?? dbUrlFromEnv();
  const host = options.host ?? '127.0.0.1';
  const db = await openDb(dbUrl);
  try {
    const logoDir = options.logoDir ?? logoDirFor(dbUrl);
    const seeded = await seedIfEmpty(db, { scale: options.scale ?? scaleFromEnv(), logoDir });
    // the seed writes the chats without the clocks' triggers (db/clockSchema.ts)
    await rebuildCaseClocks(db);
    const allowedHosts = allowedHostsFor(host, options.publicOrigin ?? (process.env.SANDBOX_PUBLIC_ORIGIN || undefined));
    // a database file: searches run on worker threads of their own, each within its time bound
    const search = filePathOf(dbUrl) ? workerReader(dbUrl, { timeoutMs: searchTimeoutFromEnv() }) : inProcessReader(db);
    // the logos' SVG check runs on a worker thread, within its time bound
    const svg = workerSvgChecker({ timeoutMs: svgTimeoutFromEnv() });
    // a database file: the reads of every request by statements prepared once, on a connection of their own
    const file = filePathOf(dbUrl);
    const reads = file ? fileReads(file) : clientReads(db);
    const partsOff = options.partsOff ?? partsOffFrom(process.env.SANDBOX_OWN_ROUTES);
    const app = createApp({ db, search, svg, reads, logoDir, staticDir: options.staticDir, faults: options.faults, now: options.now, allowedHosts, strict: options.strict, partsOff });
    const server = await new Promise<ServerType>((resolvePromise, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () => resolvePromise(s));
      s.once('error', reject);
    });
    // Idle keep-alive connections are closed after 30 s, not Node's 5 s: a client that reuses one just
    // as the server closes it gets ECONNRESET (a browser test's sign-in over the API did, once, on a
    // loaded run), and 5 s is a pause that tests and staff often make. Below Node's 60 s for a
    // request's headers, as Node asks.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    const hub = attachSocket(server, { db, now: options.now ?? Date.now, partsOff }, allowedHosts);
    const stopSanctionExpiry = startSanctionExpiry(db, options.now ?? Date.now);
    // the case alerts' check on its timer (off with the fault switch, where tests run it; none without the clocks)
    const stopAlerts = partsOff.includes('clocks') ? () => Promise.resolve() : startCaseAlerts({ db, hub, now: options.now ?? Date.now, faults: options.faults ?? process.env.SANDBOX_FAULTS === '1' });
    const { port } = server.address() as AddressInfo;
    const close = () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(async () => {
          await Promise.all([search.close(), svg.close(), stopSanctionExpiry(), stopAlerts()]);
          reads.close();
        })
        .finally(() => db.close());
    return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, db, logoDir, seeded, close };
  } catch (error) {
    db.close();
    throw error;
  }
}
