import type { Feature } from '../../feature';
import { data } from './data';

/**
 * The case clocks: who waits on whom on each open case, in the queue and on the case, and the
 * thresholds Admin sets (docs/decisions/case-clocks.md). No screen of its own: its parts sit in
 * the queue, the case and Admin, each a component of this folder.
 */
export default {
  name: 'clocks',
  data,
  language: { console: ['clocks'] },
} satisfies Feature;
