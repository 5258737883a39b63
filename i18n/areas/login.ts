import type { Catalogue, Overrides } from '../types';

/** The sign-in screen: credentials, then the two-factor step when the server asks for it. */
const en = {
  login: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    twoFactor: {
      title: 'Two-factor authentication',
      hint: 'Enter the 6-digit code from your authenticator app.',
      token: '6-digit code',
      invalid: 'The code has 6 digits.',
      submit: 'Verify',
      back: 'Back',
    },
  },
};

const de: Catalogue<typeof en> = {
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
const deCH: Overrides<typeof en> = {
  login: { title: 'Einloggen', submit: 'Einloggen' },
};

export const login = { en, de, deCH };
