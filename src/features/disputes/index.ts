import type { DisputeQueueRow } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';

/**
 * Home (spec §2: / and /home): a greeting, then the dispute queue, or the screens a role without the
 * disputes area can open. Part of the console's chunk (most visits start here); the queue is a
 * chunk of its own (DisputeQueue.ts).
 */
export { path, aliasPath } from './paths';
export { default as HomePage } from './HomePage';

/** The `disputes` resource: the dispute queue, which has no route of its own but home. */
export default {
  recordRepresentation: (row: DisputeQueueRow) => contractDisplayId(row.id),
};
