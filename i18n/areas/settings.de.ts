import type { Catalogue, Overrides } from '../types';
import type { settings } from './settings';

/** German and Swiss German of the settings area: part of the German chunk, downloaded only when German is chosen (the English: settings.ts). */
const de: Catalogue<typeof settings.en> = {
  settings: {
    title: 'Einstellungen',
    account: 'Ihr Konto',
    username: 'Benutzername',
    roles: 'Rollen',
    language: 'Sprache',
    languageHint: 'Die Sprache bleibt auf diesem Gerät gespeichert, auch nach dem Abmelden.',
  },
};

const deCH: Overrides<typeof settings.en> = {};

export const settingsDe = { de, deCH };
