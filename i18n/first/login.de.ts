import type { Catalogue, Overrides } from '../types';
import type { login } from './login';

/** German and Swiss German of the login area: part of the German chunk, downloaded only when German is chosen (the English: login.ts). */
const de: Catalogue<typeof login.en> = {
  login: {
    title: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    twoFactor: {
      title: 'Zwei-Faktor-Authentifizierung',
      hint: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
      token: '6-stelliger Code',
      invalid: 'Der Code hat 6 Ziffern.',
      submit: 'Bestätigen',
      back: 'Zurück',
    },
  },
};

/** Swiss staff "loggen sich ein" rather than "melden sich an". */
const deCH: Overrides<typeof login.en> = {
  login: { title: 'Einloggen', submit: 'Einloggen' },
};

export const loginDe = { de, deCH };
