import { englishOf } from './parts';

/** The English of the case (/contract/:id), a chunk of its own (i18n/case/). */
export const enCase = englishOf(import.meta.glob(['./case/*.ts', '!./case/*.de.ts'], { eager: true }));
