import type { ApiResult, DisputeQuery, DisputeQueueRow, Page, StaffUser } from '../contract';
import { POLLING_INTERVAL_MS } from '../contract/constants';

/**
 * The first requests of a signed-in page load, started by the entry (prefetch.ts, called from
 * main.tsx) while the scripts download instead of after them: `/me` (every console page's session
 * check asks it first) and, on home for a stored role with the disputes area, the queue's first
 * page. The authProvider and the queue's handler take them over when they ask the same thing
 * within PREFETCH_FRESH_MS (15 s); what nobody takes (a role the access check refuses, a different view)
 * is dropped unread.
 */
/** as fresh as the queue's own 15 s refresh would keep it */
export const PREFETCH_FRESH_MS = POLLING_INTERVAL_MS;

interface Prefetched<T> {
  at: number;
  answer: Promise<ApiResult<T>>;
  /** the answer once it has arrived */
  settled?: ApiResult<T>;
}

let me: Prefetched<StaffUser> | null = null;
let queue: (Prefetched<Page<DisputeQueueRow>> & { key: string }) | null = null;

const keyOf = (query: DisputeQuery) => JSON.stringify(query);

/** Holds the prefetched answers until they are taken (or replaced by the next page load's). */
export function holdPrefetched(now: number, meAnswer: Promise<ApiResult<StaffUser>>, queuePage?: { query: DisputeQuery; answer: Promise<ApiResult<Page<DisputeQueueRow>>> }): void {
  me = { at: now, answer: meAnswer };
  const held: typeof queue = queuePage ? { at: now, key: keyOf(queuePage.query), answer: queuePage.answer } : null;
  queue = held;
  held?.answer.then(
    (result) => {
      held.settled = result;
    },
    () => undefined,
  );
}

/**
 * The prefetched queue page when `query` is the one asked, while fresh, if it has arrived, and when
 * it was asked (`at`): without taking it (the handler still takes it should the list ask). The queue
 * mounts with it in hand (DisputeList's `initialData`), so its first render draws the rows, not a
 * skeleton first.
 */
export function peekPrefetchedQueue(query: DisputeQuery, now = Date.now()): { page: Page<DisputeQueueRow>; at: number } | null {
  if (!queue?.settled || queue.key !== keyOf(query) || now - queue.at >= PREFETCH_FRESH_MS) return null;
  const [page, error] = queue.settled;
  return error || !page ? null : { page, at: queue.at };
}

/** The prefetched `/me` answer, once, while fresh; else null (ask the server). */
export function takePrefetchedMe(now = Date.now()): Promise<ApiResult<StaffUser>> | null {
  const taken = me;
  me = null;
  return taken && now - taken.at < PREFETCH_FRESH_MS ? taken.answer : null;
}

/** The prefetched queue page when `query` is the one asked, once, while fresh; else null. */
export function takePrefetchedQueue(query: DisputeQuery, now = Date.now()): Promise<ApiResult<Page<DisputeQueueRow>>> | null {
  const taken = queue;
  queue = null;
  return taken && taken.key === keyOf(query) && now - taken.at < PREFETCH_FRESH_MS ? taken.answer : null;
}
