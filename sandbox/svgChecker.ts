import { Worker } from 'node:worker_threads';
import { findUnsafeSvgInSteps } from '../src/domain/svgSafety';
import { fail, type SvgChecker } from './http';

/**
 * Where the sandbox runs the SVG check of event logos (src/domain/svgSafety.ts):
 *
 * - inProcessSvgChecker: on the server's own thread, in steps (createApp's default, unit tests).
 * - workerSvgChecker: on a worker thread (svgWorker.mjs; the running sandbox and the HTTP tests).
 *   The check is linear, but a 5 MB logo still takes a few hundred ms to parse; on the server's
 *   thread that is a few hundred ms every other request waits. In the worker it holds up nobody.
 *   Bounds: `workers` threads (1), at most `maxQueue` checks waiting for one (more: 429), and a
 *   time bound: a check still running after `timeoutMs`, or still waiting for a free worker by
 *   then, is refused with 422 SVG_TOO_COMPLEX and its worker ended and replaced (a thread can be stopped
 *   mid-parse). A worker that runs out of its memory limit refuses its logo the same way.
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

interface Task {
  bytes: Uint8Array;
  resolve: (problem: string | null) => void;
  reject: (error: Error) => void;
  queuedAt: number;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  ended?: boolean;
  task?: Task & { id: number; timer: ReturnType<typeof setTimeout> };
}
interface Answer {
  ready?: true;
  id: number;
  problem?: string | null;
  error?: string;
}

const WORKER_FILE = new URL('./svgWorker.mjs', import.meta.url);

export function workerSvgChecker({ workers = 1, maxQueue = SVG_MAX_QUEUE, timeoutMs = 5_000 } = {}): SvgChecker {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  /** when a worker last came up: a check queued while it was starting waits from then */
  let readyAt = 0;
  const waited = (task: Task) => Date.now() - Math.max(task.queuedAt, readyAt);

  const spawn = (): Slot => {
    // execArgv []: the worker loads the TypeScript check itself (svgWorker.mjs), whatever the parent's loader
    const worker = new Worker(WORKER_FILE, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const slot: Slot = { worker, ready: false };
    // the worker does not keep the server's process alive
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        slot.ready = true;
        readyAt = Date.now();
        return next();
      }
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      clearTimeout(task.timer);
      slot.task = undefined;
      if (answer.error !== undefined) task.reject(new Error(answer.error));
      else task.resolve(answer.problem ?? null);
      next();
    });
    const lost = (error: Error & { code?: string }) => {
      const task = slot.task;
      slot.task = undefined;
      if (task) {
        clearTimeout(task.timer);
        // past its heap limit: the logo is refused like one past its time bound
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') task.reject(tooComplex(timeoutMs));
        else task.reject(error);
      }
      replace(slot);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (!slot.ended) lost(new Error(`the SVG check worker ended (${code})`));
    });
    return slot;
  };

  const replace = (slot: Slot) => {
    if (slot.ended) return;
    slot.ended = true;
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index >= 0) {
      // the next one starts when a check needs it
      slots.splice(index, 1);
      next();
    }
  };

  const next = () => {
    if (closed) return;
    // a check that waited out its time bound for a free worker is refused unchecked
    for (const task of queue.filter((t) => waited(t) >= timeoutMs)) {
      queue.splice(queue.indexOf(task), 1);
      task.reject(tooComplex(timeoutMs));
    }
    if (queue.length && slots.length < workers) slots.push(spawn());
    for (const slot of slots) {
      if (slot.task || !slot.ready) continue;
      const task = queue.shift();
      if (!task) return;
      const id = nextId++;
      const timer = setTimeout(() => {
        // still parsing: the thread is ended mid-parse, and a new one comes for the next check
        slot.task = undefined;
        task.reject(tooComplex(timeoutMs));
        replace(slot);
      }, Math.max(0, timeoutMs - waited(task)));
      slot.task = { ...task, id, timer };
      slot.worker.postMessage({ id, bytes: task.bytes });
    }
  };

  return {
    check: (bytes) =>
      new Promise<string | null>((resolve, reject) => {
        if (closed) return reject(new Error('the SVG checker is closed'));
        if (queue.length >= maxQueue) return reject(fail(429, 'TOO_MANY_REQUESTS', 'Too many logos are being checked at once; try again.'));
        queue.push({ bytes, resolve, reject, queuedAt: Date.now() });
        next();
      }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the SVG checker is closed'));
      await Promise.all(
        slots.splice(0).map((slot) => {
          slot.ended = true;
          if (slot.task) {
            clearTimeout(slot.task.timer);
            slot.task.reject(new Error('the SVG checker is closed'));
          }
          return slot.worker.terminate();
        }),
      );
    },
  };
}
