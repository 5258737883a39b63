import type { ApiError } from '../../contract';

/*
 * Whether the server has an optional part (src/contract/parts.ts), from the answer to its probe.
 * A probe is a call that a server with the part cannot answer "not found" (a collection, a socket
 * message naming no record), so only a missing route gives 404 NOT_FOUND there.
 */

export type PartAnswer = 'available' | 'unavailable';

/** What a missing route answers: 404 (the platform says NOT_FOUND), 405 or 501 for a path it does not serve. */
const MISSING_STATUSES = [404, 405, 501];

/**
 * The probe's failure (undefined: it succeeded) → the decision, or null when the answer says
 * nothing about the route (no connection, 5xx, 429: asked again on the next screen that needs it).
 * 400, 401, 403, 409 and the like come from the route itself: it exists.
 */
export function partFromAnswer(error: Pick<ApiError, 'error' | 'status'> | undefined): PartAnswer | null {
  if (!error) return 'available';
  if (error.error === 'NOT_FOUND' || (error.status !== undefined && MISSING_STATUSES.includes(error.status))) return 'unavailable';
  if (error.status === undefined || error.status >= 500 || error.status === 429) return null;
  return 'available';
}

/** A socket answer to the presence probe → the decision, or undefined when the message is another. */
export function partFromSocketMessage(message: unknown, path: string): PartAnswer | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as { event?: unknown; error?: unknown; path?: unknown };
  if (m.event === 'presence') return 'available';
  if (m.path !== path || typeof m.error !== 'string') return undefined;
  return m.error === 'NOT_FOUND' ? 'unavailable' : 'available';
}
