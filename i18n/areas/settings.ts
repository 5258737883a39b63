import type { Catalogue, Overrides } from '../types';

/** The settings page. Two-factor set-up and the password change come with a later issue. */
const en = {
  settings: {
    title: 'Settings',
    account: 'Your account',
    username: 'Username',
    roles: 'Roles',
    language: 'Language',
    languageHint: 'The language is kept on this device, also after you log out.',
  },
};

const de: Catalogue<typeof en> = {
  settings: {
    title: 'Einstellungen',
    account: 'Ihr Konto',
    username: 'Benutzername',
    roles: 'Rollen',
    language: 'Sprache',
    languageHint: 'Die Sprache bleibt auf diesem Gerät gespeichert, auch nach dem Abmelden.',
  },
};

const deCH: Overrides<typeof en> = {};

export const settings = { en, de, deCH };
