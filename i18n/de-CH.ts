import { de } from './de';
import { germanOf } from './parts';
import { mapLeaves, mergeTrees, type Tree } from './types';

/** Swiss German: German without ß (Swiss orthography writes ss), then the words Swiss staff say differently. */
export const deCH = mergeTrees<Tree>(
  mapLeaves(de, (text) => text.replace(/ß/g, 'ss')),
  ...germanOf(import.meta.glob('./*/*.de.ts', { eager: true }), 'deCH'),
);
