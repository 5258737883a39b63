import type { DisputeQueueRow } from '../../api/types';
import { contractDisplayId } from '../../domain/disputes';
import { lazyRoute } from '../../ui/lazyRoute';

/**
 * The `disputes` resource: the dispute queue. It has no route of its own: home (/ and /home)
 * shows it to the roles with the disputes area (src/pages/home). Its own chunk, loaded on first
 * visit, so /login and a maintainer's home do not carry its code.
 */
export const DisputeQueue = lazyRoute(() => import('./DisputeList'));

export default {
  recordRepresentation: (row: DisputeQueueRow) => contractDisplayId(row.id),
};
