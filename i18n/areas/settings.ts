import type { Catalogue, Overrides } from '../types';

/** The settings page: account, second factor, password, and the device's choices (language, theme, push). */
const en = {
  settings: {
    title: 'Settings',
    account: 'Your account',
    username: 'Username',
    roles: 'Roles',
    language: 'Language',
    languageHint: 'The language is kept on this device, also after you log out.',
    choices: 'On this device',
    theme: { label: 'Theme', light: 'Light', dark: 'Dark' },
    push: {
      label: 'Push notifications',
      hint: 'Shows new messages about contracts while the console is open. Your browser asks for permission.',
    },
    twoFactor: {
      title: 'Two-factor authentication (2FA)',
      isSet: '2FA is set up. You can replace it with a new secret.',
      notSet: '2FA is not set up yet.',
      start: 'Set up 2FA',
      replace: 'Replace 2FA',
      scan: 'Scan this QR code with your authenticator app, or type the secret into it. Then confirm with a code the app shows.',
      qrLabel: 'QR code of the new 2FA secret',
      secret: 'Secret:',
      currentPassword: 'Current password',
      currentCode: 'Code of your current 2FA',
      newCode: 'Code from the new secret',
      submit: 'Save 2FA',
      cancel: 'Cancel',
      saved: '2FA saved. Your other sessions have ended.',
    },
    password: {
      title: 'Password',
      hint: 'Changing your password ends your sessions on other devices.',
      old: 'Current password',
      new: 'New password',
      repeat: 'Repeat the new password',
      submit: 'Change password',
      changed: 'Password changed. Your other sessions have ended.',
    },
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
      new: 'Neues Passwort',
      repeat: 'Neues Passwort wiederholen',
      submit: 'Passwort ändern',
      changed: 'Passwort geändert. Ihre anderen Sitzungen wurden beendet.',
    },
  },
};

const deCH: Overrides<typeof en> = {};

export const settings = { en, de, deCH };
