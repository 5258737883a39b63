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
    choices: 'Auf diesem Gerät',
    theme: { label: 'Design', light: 'Hell', dark: 'Dunkel' },
    push: {
      label: 'Push-Benachrichtigungen',
      hint: 'Zeigt neue Nachrichten zu Verträgen, solange die Konsole offen ist. Ihr Browser fragt nach der Erlaubnis.',
    },
    twoFactor: {
      title: 'Zwei-Faktor-Authentifizierung (2FA)',
      isSet: '2FA ist eingerichtet. Sie können sie durch ein neues Geheimnis ersetzen.',
      notSet: '2FA ist noch nicht eingerichtet.',
      start: '2FA einrichten',
      replace: '2FA ersetzen',
      scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie das Geheimnis dort ein. Bestätigen Sie dann mit einem Code aus der App.',
      qrLabel: 'QR-Code des neuen 2FA-Geheimnisses',
      secret: 'Geheimnis:',
      currentPassword: 'Aktuelles Passwort',
      currentCode: 'Code Ihrer aktuellen 2FA',
      newCode: 'Code aus dem neuen Geheimnis',
      submit: '2FA speichern',
      cancel: 'Abbrechen',
      saved: '2FA gespeichert. Ihre anderen Sitzungen wurden beendet.',
    },
    password: {
      title: 'Passwort',
      hint: 'Wenn Sie Ihr Passwort ändern, werden Ihre Sitzungen auf anderen Geräten beendet.',
      old: 'Aktuelles Passwort',
      wrongCurrent: 'Das aktuelle Passwort ist falsch.',
      new: 'Neues Passwort',
      repeat: 'Neues Passwort wiederholen',
      submit: 'Passwort ändern',
      changed: 'Passwort geändert. Ihre anderen Sitzungen wurden beendet.',
    },
  },
};

const deCH: Overrides<typeof settings.en> = {};

export const settingsDe = { de, deCH };
