import type { Feature } from '../../feature';
import { data } from './data';

/**
 * Who is on a case: the parts the case workspace and the queue show (no screen of its own).
 * Handing a case over is admins' (area handOver).
 */
export default {
  name: 'cases',
  access: { handOver: 'handOver' },
  data,
  language: { console: ['cases'], case: ['caseOwner'] },
} satisfies Feature;
