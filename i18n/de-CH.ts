import type { Catalogue } from './types';
import { mapLeaves, mergeTrees } from './types';
import type { Messages } from './en';
import { de } from './de';
import { shell } from './areas/shell';

/** Swiss German: German without ß (Swiss orthography writes ss), then the words Swiss staff say differently. */
export const deCH: Catalogue<Messages> = mergeTrees<Catalogue<Messages>>(
  mapLeaves(de, (text) => text.replace(/ß/g, 'ss')),
  shell.deCH,
);
