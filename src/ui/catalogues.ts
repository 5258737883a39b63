import { en } from '../../i18n/en';
import { buildI18nProvider, storedLocale, type Locale, type LoadedCatalogues } from '../../i18n/provider';

/**
 * The catalogues by locale: English is always there; German and Swiss German (one chunk) arrive
 * when chosen, so an English session does not download them. The App's i18nProvider, the login
 * page and the router fallback all read this one object.
 */
export const catalogues: LoadedCatalogues = { en };

let german: Promise<void> | undefined;

/** Fetches German once; a failed fetch may be retried by choosing the language again. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en' || catalogues[locale]) return Promise.resolve();
  german ??= import('../../i18n/german').then(
    (module) => {
      Object.assign(catalogues, module.german);
    },
    (error: unknown) => {
      german = undefined;
      throw error;
    },
  );
  return german;
}

/** Before the first render: the stored language's catalogue (nothing to fetch for English). */
export const loadStoredCatalogue = (): Promise<void> => loadCatalogue(storedLocale()).catch(() => undefined);

export const createI18nProvider = () => buildI18nProvider(catalogues, storedLocale(), loadCatalogue);
