import type { MiddlewareHandler } from 'hono';
import { Fields } from './fields';
import { invalid } from './failure';
import { readJsonObject } from './request';
import type { AppEnv, RouteHandlers } from './context';

/**
 * The fault switch of tests (on with SANDBOX_FAULTS=1 or startServer({ faults: true })):
 *   POST /__faults { method?, path, status, times?, body? }
 * makes the next `times` (default 1) calls matching method ('*' = any, the default) and path
 * (exact, or a Hono-like pattern with :param and *) answer `status` with an error body, or, for
 * status 0, lose the connection (the client sees a network failure). DELETE /__faults clears all.
 *   POST /__faults { barrier, parties }
 * holds the next requests that reach the checkpoint `barrier` (Deps.checkpoint, a point between a
 * check and its write) until `parties` have arrived, then lets them all go on (at the latest after
 * BARRIER_MAX_MS): the way a test brings two requests past a check before either writes.
 */

const BARRIER_MAX_MS = 5_000;

interface Barrier {
  parties: number;
  waiting: (() => void)[];
}

interface Fault {
  method: string;
  pattern: RegExp;
  status: number;
  remaining: number;
  body?: unknown;
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'INVALID_INPUT',
  401: 'AUTHENTICATION_FAILURE',
  403: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  413: 'FILE_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The error code a status stands for in the sandbox's answers. */
export const codeOfStatus = (status: number): string => CODE_OF_STATUS[status] ?? `HTTP_${status}`;

const patternOf = (path: string): RegExp =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '/?$',
  );

export class FaultSwitch {
  private faults: Fault[] = [];
  private readonly barriers = new Map<string, Barrier>();

  /** Waits at `point` while its armed barrier has fewer than its parties there. */
  checkpoint(point: string): Promise<void> {
    const barrier = this.barriers.get(point);
    if (!barrier) return Promise.resolve();
    return new Promise((go) => {
      const timer = setTimeout(go, BARRIER_MAX_MS);
      barrier.waiting.push(() => (clearTimeout(timer), go()));
      if (barrier.waiting.length < barrier.parties) return;
      this.barriers.delete(point);
      for (const release of barrier.waiting) release();
    });
  }

  /** Answers for a matching armed fault; everything else passes. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.path === '/__faults') return next();
      const fault = this.faults.find((f) => (f.method === '*' || f.method === c.req.method) && f.pattern.test(c.req.path));
      if (!fault) return next();
      if (--fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
      if (fault.status === 0) {
        c.env?.incoming?.socket?.destroy();
        return c.body(null, 500);
      }
      return c.json((fault.body ?? { error: codeOfStatus(fault.status), message: 'Injected fault' }) as object, fault.status as 500);
    };
  }

  handlers(): RouteHandlers {
    return {
      'POST /__faults': async (c) => {
        const body = await readJsonObject(c);
        if (typeof body.barrier === 'string') {
          const parties = body.parties;
          if (typeof parties !== 'number' || !Number.isInteger(parties) || parties < 2 || parties > 100) {
            throw invalid('parties must be an integer 2-100', { parties: 'invalid' });
          }
          this.barriers.set(body.barrier, { parties, waiting: [] });
          return c.json({ success: true });
        }
        const f = new Fields(body);
        const method = (f.string('method', { max: 10 }) ?? '*').toUpperCase();
        const path = f.string('path', { required: true, max: 500, pattern: /^\//, patternText: 'must start with /' });
        f.done('Invalid fault');
        const status = body.status;
        const times = body.times ?? 1;
        if (typeof status !== 'number' || !(status === 0 || (Number.isInteger(status) && status >= 200 && status <= 599))) {
          throw invalid('status must be 0 (network failure) or an HTTP status 200-599', { status: 'invalid' });
        }
        if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
          throw invalid('times must be a positive integer', { times: 'invalid' });
        }
        this.faults.push({ method, pattern: patternOf(path!), status, remaining: times, body: body.body });
        return c.json({ success: true, armed: this.faults.length });
      },
      'DELETE /__faults': (c) => {
        this.faults = [];
        this.barriers.clear();
        return c.json({ success: true });
      },
    };
  }
}
