import { germanOf } from './parts';
import { raGerman } from './ra-de';
import { mergeTrees, type Tree } from './types';

/**
 * German: react-admin's messages, then every catalogue's (i18n/<part>/<name>.de.ts, each typed
 * against its English). One chunk, downloaded only when German is chosen (i18n/loaders.ts).
 */
export const de = mergeTrees<Tree>(raGerman, ...germanOf(import.meta.glob('./*/*.de.ts', { eager: true }), 'de'));
