import type { InStatement, InValue } from '@libsql/client';
import type { Context, Handler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { PreparedReads } from '../db/preparedReads';
import type { Db } from '../db/connection';
import type { StaffRecord } from '../db/adminRecords';
import type { RouteKey } from '../routes/table';

/**
 * Where the searches read (workers/searchReader.ts): the statements of one search in one read
 * batch, each result's rows as objects by column name.
 */
export interface SearchReader {
  batch(statements: InStatement[]): Promise<{ rows: Record<string, InValue>[] }[]>;
  close(): Promise<void>;
}

/**
 * Where the SVG check of event logos runs (workers/svgChecker.ts): the problem (a short English
 * phrase), or null when the SVG is safe.
 */
export interface SvgChecker {
  check(bytes: Uint8Array): Promise<string | null>;
  close(): Promise<void>;
}

/** What every route module gets: the database and where logos live. */
export interface Deps {
  db: Db;
  /** the reads every request makes, by statements prepared once (db/preparedReads.ts) */
  reads: PreparedReads;
  /** where the searches read (workers/searchReader.ts): worker threads with a time bound, or the server's connection */
  search: SearchReader;
  logoDir: string;
  /** where event logos' SVG check runs (workers/svgChecker.ts): a worker thread with a time bound, or this thread */
  svg: SvgChecker;
  /** ms since epoch; replaceable so tests can move time */
  now: () => number;
  /** SANDBOX_STRICT=1: only the platform's published fields and statuses (http/strict.ts) */
  strict: boolean;
  /**
   * A named point between a check and its write: with the fault switch on, a test can hold
   * requests there until enough have arrived (http/faults.ts barriers); otherwise it returns at once.
   */
  checkpoint: (point: string) => Promise<void>;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** the signed-in staff member (set by the guard on non-public routes) */
    staff: StaffRecord;
    /** sha256 of the request's token */
    tokenHash: string;
  };
}

export type AppContext = Context<AppEnv>;
export type AppHandler = Handler<AppEnv>;

/** A route module's handlers, named by their route-table row. */
export type RouteHandlers = Partial<Record<RouteKey, AppHandler>>;
