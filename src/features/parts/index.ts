import type { Feature } from '../../feature';

/**
 * Optional parts (src/contract/parts.ts): the hook and the gate other features use to hide a part
 * the server lacks (docs/patterns.md, "A part the platform may lack"). No screen of its own.
 */
export default {
  name: 'parts',
  language: { console: ['parts'] },
} satisfies Feature;
