import { de } from './de';
import { deCH } from './de-CH';

/** The German catalogues, one chunk fetched only when German is the chosen language (src/ui/catalogues.ts). */
export const german = { de, 'de-CH': deCH };
