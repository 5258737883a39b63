/**
 * A small pool of workers (threads or processes) that run jobs beside the server's event loop,
 * each job under a time bound: the searches (searchReader.ts) and the logo check (svgChecker.ts).
 *
 * - A job's time runs from when it was queued, or from when a worker last came up if that is
 *   later (a job queued while its worker was starting waits from then).
 * - A job still waiting or running after `timeoutMs` is refused with `tooLong()`; a running one's
 *   worker is stopped mid-job and replaced (a thread inside SQLite or a parser cannot be
 *   interrupted any other way).
 * - `eager`: all workers start with the pool and a stopped one is replaced at once (searches);
 *   otherwise a worker starts when a job needs one (logo checks are rare).
 * - `maxQueue`: jobs waiting beyond it are refused with `tooMany()`.
 *
 * A worker answers `{ ready: true }` once it can take jobs, then `{ id, error }` or `{ id, … }` per
 * job; it is sent `{ id, ...job }`.
 */

export interface PoolAnswer {
  ready?: true;
  id?: number;
  error?: string;
  [field: string]: unknown;
}

/** What the pool is told of a worker: its answers, and that it failed or ended. */
export interface WorkerEvents {
  message: (answer: PoolAnswer) => void;
  lost: (error: Error & { code?: string }) => void;
}

/** A started worker: how to send it a job and how to end it at once. */
export interface WorkerHandle {
  send: (message: object) => void;
  stop: () => unknown;
}

export interface PoolOptions<Result> {
  /** for errors: "the search reader", "the SVG checker" */
  name: string;
  workers: number;
  start: (events: WorkerEvents) => WorkerHandle;
  timeoutMs: number;
  tooLong: () => Error;
  /** a job's result from its worker's answer */
  result: (answer: PoolAnswer) => Result;
  eager?: boolean;
  maxQueue?: number;
  tooMany?: () => Error;
  /** how a lost worker's job is refused (default: the error itself) */
  lostAs?: (error: Error & { code?: string }) => Error;
}

export interface WorkerPool<Job extends object, Result> {
  run: (job: Job) => Promise<Result>;
  close: () => Promise<void>;
}

interface Task<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  queuedAt: number;
}

interface Slot<Job, Result> {
  handle?: WorkerHandle;
  /** it can take jobs: a job's time runs from here, not from the worker's start */
  ready: boolean;
  ended: boolean;
  task?: Task<Job, Result> & { id: number; timer: ReturnType<typeof setTimeout> };
}

export function workerPool<Job extends object, Result>(options: PoolOptions<Result>): WorkerPool<Job, Result> {
  const { workers, timeoutMs, tooLong } = options;
  const queue: Task<Job, Result>[] = [];
  const slots: Slot<Job, Result>[] = [];
  let nextId = 1;
  let closed = false;
  let readyAt = 0;
  const waited = (task: Task<Job, Result>) => Date.now() - Math.max(task.queuedAt, readyAt);

  const spawn = (): Slot<Job, Result> => {
    const slot: Slot<Job, Result> = { ready: false, ended: false };
    slot.handle = options.start({
      message: (answer) => {
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
        else task.resolve(options.result(answer));
        next();
      },
      lost: (error) => {
        // an ended worker's exit (it was stopped here) is no loss
        if (slot.ended) return;
        const task = slot.task;
        slot.task = undefined;
        if (task) {
          clearTimeout(task.timer);
          task.reject(options.lostAs?.(error) ?? error);
        }
        replace(slot);
      },
    });
    return slot;
  };

  const replace = (slot: Slot<Job, Result>) => {
    if (slot.ended) return;
    slot.ended = true;
    void slot.handle?.stop();
    const index = slots.indexOf(slot);
    if (index < 0) return;
    if (options.eager && !closed) slots[index] = spawn();
    else slots.splice(index, 1);
    next();
  };

  const next = () => {
    if (closed) return;
    // a job that waited out its time bound for a free worker is refused unrun
    for (const task of queue.filter((t) => waited(t) >= timeoutMs)) {
      queue.splice(queue.indexOf(task), 1);
      task.reject(tooLong());
    }
    if (!options.eager && queue.length && slots.length < workers) slots.push(spawn());
    for (const slot of slots) {
      if (slot.task || !slot.ready) continue;
      const task = queue.shift();
      if (!task) return;
      const id = nextId++;
      const timer = setTimeout(() => {
        // still running: the worker is stopped mid-job, and another takes the next one
        slot.task = undefined;
        task.reject(tooLong());
        replace(slot);
      }, Math.max(0, timeoutMs - waited(task)));
      slot.task = { ...task, id, timer };
      slot.handle!.send({ id, ...task.job });
    }
  };

  if (options.eager) for (let i = 0; i < workers; i++) slots.push(spawn());

  return {
    run: (job) =>
      new Promise<Result>((resolve, reject) => {
        if (closed) return reject(new Error(`${options.name} is closed`));
        if (options.maxQueue !== undefined && queue.length >= options.maxQueue) return reject(options.tooMany?.() ?? tooLong());
        queue.push({ job, resolve, reject, queuedAt: Date.now() });
        next();
      }),
    close: async () => {
      closed = true;
      const gone = () => new Error(`${options.name} is closed`);
      for (const task of queue.splice(0)) task.reject(gone());
      await Promise.all(
        slots.splice(0).map((slot) => {
          slot.ended = true;
          if (slot.task) {
            clearTimeout(slot.task.timer);
            slot.task.reject(gone());
          }
          return slot.handle?.stop();
        }),
      );
    },
  };
}
