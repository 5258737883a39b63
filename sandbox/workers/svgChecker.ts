import { Worker } from 'node:worker_threads';
import { findUnsafeSvgInSteps } from '../rules/svgSafety';
import { fail } from '../http/failure';
import type { SvgChecker } from '../http/context';
import { workerPool, type PoolAnswer } from './pool';

/**
 * Where the sandbox runs the SVG check of event logos (rules/svgSafety.ts):
 *
 * - inProcessSvgChecker: on the server's own thread, in steps (createApp's default, unit tests).
 * - workerSvgChecker: on a worker thread (svgWorker.mjs; the running sandbox and the HTTP tests).
 *   The check is linear, but a 5 MB logo still takes long to parse; on the server's thread every
 *   other request would wait for it. In the worker it holds up nobody.
 *   Bounds (pool.ts): `workers` threads (1), started when a logo comes; at most `maxQueue`
 *   checks waiting for one (more: 429); and a time bound: a check still running after
 *   `timeoutMs`, or still waiting for a free worker by then, is refused with 422 SVG_TOO_COMPLEX
 *   and its worker ended and replaced (a thread can be stopped mid-parse). A worker that runs out
 *   of its memory limit refuses its logo the same way.
 *
 * A checker answers the problem (a short English phrase, as findUnsafeSvg), or null when safe.
 */
export type { SvgChecker };

/** SANDBOX_SVG_TIMEOUT_MS: a logo check's time bound on the worker thread (default 5 s). */
export const svgTimeoutFromEnv = (): number => Number(process.env.SANDBOX_SVG_TIMEOUT_MS) || 5_000;

/** Checks waiting for the worker beyond this many are refused with 429 (the upload slots come first). */
export const SVG_MAX_QUEUE = 8;

/** The worker's heap: a 5 MB logo needs a few tens of MB; a logo that needs more is refused. */
const WORKER_HEAP_MB = 256;

export const inProcessSvgChecker = (): SvgChecker => ({
  check: (bytes) => findUnsafeSvgInSteps(new TextDecoder().decode(bytes)),
  close: async () => undefined,
});

/**
 * A logo the worker could not decide within its bounds: refused with a code of its own, so the
 * console says the file is too complex to check rather than that it holds scripts.
 */
export const tooComplex = (timeoutMs: number) =>
  fail(422, 'SVG_TOO_COMPLEX', `The SVG cannot be checked within ${timeoutMs / 1000} s: upload a simpler SVG or a PNG`);

interface Answer extends PoolAnswer {
  problem?: string | null;
}

const WORKER_FILE = new URL('./svgWorker.mjs', import.meta.url);

export function workerSvgChecker({ workers = 1, maxQueue = SVG_MAX_QUEUE, timeoutMs = 5_000 } = {}): SvgChecker {
  const pool = workerPool<{ bytes: Uint8Array }, string | null>({
    name: 'the SVG checker',
    workers,
    maxQueue,
    timeoutMs,
    tooLong: () => tooComplex(timeoutMs),
    tooMany: () => fail(429, 'TOO_MANY_REQUESTS', 'Too many logos are being checked at once; try again.'),
    // past its heap limit: the logo is refused like one past its time bound
    lostAs: (error) => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex(timeoutMs) : error),
    start: ({ message, lost }) => {
      // execArgv []: the worker loads the TypeScript check itself (svgWorker.mjs), whatever the parent's loader
      const worker = new Worker(WORKER_FILE, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      // the worker does not keep the server's process alive
      worker.unref();
      worker.on('message', message);
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`the SVG check worker ended (${code})`)));
      return { send: (job) => worker.postMessage(job), stop: () => worker.terminate() };
    },
    result: (answer: Answer) => answer.problem ?? null,
  });
  return { check: (bytes) => pool.run({ bytes }), close: pool.close };
}
