import { en } from '../../i18n/en';
import { de } from '../../i18n/de';
import { deCH } from '../../i18n/de-CH';
import { buildI18nProvider, type Catalogues } from '../../i18n/provider';

/** The three catalogues by locale: the App's i18nProvider and the router fallback read the same ones. */
export const catalogues: Catalogues = { en, de, 'de-CH': deCH };

export const createI18nProvider = () => buildI18nProvider(catalogues);
