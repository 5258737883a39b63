import type { Feature } from '../../feature';
import { data } from './data';

/**
 * Four eyes above a threshold and the decision notice (docs/decisions/four-eyes.md): no screen of
 * its own. Its parts sit in the case (the waiting proposal, the notice in the confirmation), the
 * queue (a column and a filter) and the admin screen (the threshold).
 */
export default {
  name: 'fourEyes',
  data,
  language: { case: ['fourEyes'], console: ['fourEyesQueue'] },
} satisfies Feature;
