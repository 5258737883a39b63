import { englishOf } from './parts';

/** The English of the console's other pages, a chunk of its own (i18n/rest/). */
export const enRest = englishOf(import.meta.glob(['./rest/*.ts', '!./rest/*.de.ts'], { eager: true }));
