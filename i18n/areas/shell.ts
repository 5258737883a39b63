import type { Catalogue, Overrides } from '../types';

/** The app shell: navigation, app bar, banners, not-found, error pages, language names. */
const en = {
  app: {
    title: 'Peach staff console',
    language: { en: 'English', de: 'Deutsch', 'de-CH': 'Schweizerdeutsch' },
  },
  404: { backHome: 'Back home' },
};

const de: Catalogue<typeof en> = {
  app: {
    title: 'Peach Mitarbeiterkonsole',
    language: { en: 'English', de: 'Deutsch', 'de-CH': 'Schweizerdeutsch' },
  },
  404: { backHome: 'Zurück zur Startseite' },
};

const deCH: Overrides<typeof en> = {};

export const shell = { en, de, deCH };
