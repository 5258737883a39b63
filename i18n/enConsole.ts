import englishMessages from 'ra-language-english';
import { enFirst } from './enFirst';
import { englishOf } from './parts';
import { mergeTrees, type Tree } from './types';

/**
 * The English that comes with the console's code: react-admin's messages, the first part, and
 * i18n/console/ (what every console page shows and home with its queue).
 */
export const enConsole = mergeTrees<Tree>(englishMessages, enFirst, englishOf(import.meta.glob(['./console/*.ts', '!./console/*.de.ts'], { eager: true })));
