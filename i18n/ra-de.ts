import type englishMessages from 'ra-language-english';
import type { Catalogue } from './types';

/** react-admin's own messages in German (vendored: the npm pack is for react-admin 3 and lacks 67 keys). */
export const raGerman = {} as Catalogue<typeof englishMessages>; // TODO(i18n helper): complete catalogue
