import { englishOf } from './parts';

/**
 * The English of what renders before the console's code has arrived: the login page, the
 * router's fallbacks ('...', ChunkLoadError, the error page) and the banner (i18n/first/).
 */
export const enFirst = englishOf(import.meta.glob(['./first/*.ts', '!./first/*.de.ts'], { eager: true }));
