import type { Catalogue, Overrides } from '../types';

/**
 * Errors and validation (spec §5, §8). `error.<CODE>` is the text for an error code the API or the
 * client returns (api/client.ts); `error.general` is shown for a code without a text here.
 * `UNKOWN_ERROR` is spelt as the client spells it.
 */
const en = {
  error: {
    ACCOUNT_LOCKED: 'Your account has been locked.',
    AUTHENTICATION_FAILURE:
      'Your session has ended. Only one account per device can be signed in; please sign in again.',
    WRONG_PASSWORD: 'Username or password are wrong.',
    NETWORK_ERROR: 'Could not connect to the server. Please check your connection and try again.',
    NOT_FOUND: 'The requested item could not be found.',
    INTERNAL_SERVER_ERROR: 'The server ran into an error. Please try again later.',
    TOO_MANY_REQUESTS: 'You made too many requests. Please try again later.',
    SERVICE_UNAVAILABLE: 'Peach is down for maintenance. Please try again later.',
    UNAUTHORIZED: "You don't have permission to view this content.",
    TRADING_LIMIT_REACHED: 'The trading limit has been reached.',
    CANNOT_DOUBLEMATCH: 'This offer cannot be matched twice.',
    INVALID_INPUT: 'Some of the input is not valid. Please check it and try again.',
    INVALID_OUTPUT: 'The transaction has invalid outputs.',
    RETURN_ADDRESS_MISMATCH: 'The transaction does not pay out to the expected address.',
    TWO_FACTOR_REQUIRED: 'Please enter your 2FA code.',
    WRONG_TWO_FACTOR_TOKEN: 'The 2FA code is wrong.',
    UNSUPPORTED_FILE_TYPE: 'Unsupported file type: $0',
    FILE_TOO_LARGE: 'File is too large. Max allowed size is $0MB',
    UNSAFE_SVG: 'This SVG file contains scripts or external content and cannot be uploaded.',
    ALREADY_EXISTS: 'This entry already exists.',
    DISPUTE_ALREADY_RESOLVED: 'This dispute has already been resolved.',
    LAST_ADMIN: 'This is the last admin: the admin role cannot be removed and the account cannot be locked.',
    SELF_DEMOTION: 'You cannot remove your own admin role.',
    SELF_LOCK: 'You cannot lock your own account.',
    DUPLICATE: 'This username is already taken.',
    UNKOWN_ERROR: 'An unknown error occurred.',
    general: 'Something went wrong. Please try again later.',
    missing2FA: '2 Factor authentication is now mandatory. Please go to Settings > 2FA to set yours',
    savedResponse: {
      add: 'The saved response could not be added.',
      edit: 'The saved response could not be changed.',
      delete: 'The saved response could not be deleted.',
      load: 'The saved responses could not be loaded.',
    },
  },
  validation: {
    required: 'This field is required',
    email: 'Email is not valid',
    alreadyExists: 'Already exists',
    passwordTooShort: 'The password must be at least 8 characters long',
    passwordsDoNotMatch: 'The passwords do not match',
    invalidValue: 'Invalid value',
    invalidAddress: 'Invalid address',
    ibanBicIncorrect: 'IBAN and BIC are incorrect',
  },
};

const de: Catalogue<typeof en> = {
  error: {
    ACCOUNT_LOCKED: 'Ihr Konto wurde gesperrt.',
    AUTHENTICATION_FAILURE:
      'Ihre Sitzung wurde beendet. Pro Gerät kann nur ein Konto angemeldet sein; bitte melden Sie sich erneut an.',
    WRONG_PASSWORD: 'Benutzername oder Passwort ist falsch.',
    NETWORK_ERROR:
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    NOT_FOUND: 'Der angeforderte Eintrag wurde nicht gefunden.',
    INTERNAL_SERVER_ERROR: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    TOO_MANY_REQUESTS: 'Sie haben zu viele Anfragen gestellt. Bitte versuchen Sie es später erneut.',
    SERVICE_UNAVAILABLE: 'Peach wird gerade gewartet. Bitte versuchen Sie es später erneut.',
    UNAUTHORIZED: 'Sie haben keine Berechtigung, diesen Inhalt anzusehen.',
    TRADING_LIMIT_REACHED: 'Das Handelslimit ist erreicht.',
    CANNOT_DOUBLEMATCH: 'Dieses Angebot kann nicht zweimal gematcht werden.',
    INVALID_INPUT: 'Einige Eingaben sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    INVALID_OUTPUT: 'Die Transaktion enthält ungültige Outputs.',
    RETURN_ADDRESS_MISMATCH: 'Die Transaktion zahlt nicht an die erwartete Adresse aus.',
    TWO_FACTOR_REQUIRED: 'Bitte geben Sie Ihren 2FA-Code ein.',
    WRONG_TWO_FACTOR_TOKEN: 'Der 2FA-Code ist falsch.',
    UNSUPPORTED_FILE_TYPE: 'Nicht unterstützter Dateityp: $0',
    FILE_TOO_LARGE: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt $0 MB',
    UNSAFE_SVG: 'Diese SVG-Datei enthält Skripte oder externe Inhalte und kann nicht hochgeladen werden.',
    ALREADY_EXISTS: 'Dieser Eintrag existiert bereits.',
    DISPUTE_ALREADY_RESOLVED: 'Dieser Streitfall wurde bereits entschieden.',
    LAST_ADMIN: 'Dies ist der letzte Admin: Die Admin-Rolle kann nicht entzogen und das Konto nicht gesperrt werden.',
    SELF_DEMOTION: 'Sie können sich die eigene Admin-Rolle nicht entziehen.',
    SELF_LOCK: 'Sie können Ihr eigenes Konto nicht sperren.',
    DUPLICATE: 'Dieser Benutzername ist bereits vergeben.',
    UNKOWN_ERROR: 'Ein unbekannter Fehler ist aufgetreten.',
    general: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    missing2FA:
      'Die Zwei-Faktor-Authentifizierung ist jetzt Pflicht. Bitte richten Sie sie unter Einstellungen > 2FA ein.',
    savedResponse: {
      add: 'Die gespeicherte Antwort konnte nicht hinzugefügt werden.',
      edit: 'Die gespeicherte Antwort konnte nicht geändert werden.',
      delete: 'Die gespeicherte Antwort konnte nicht gelöscht werden.',
      load: 'Die gespeicherten Antworten konnten nicht geladen werden.',
    },
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    email: 'Die E-Mail-Adresse ist ungültig',
    alreadyExists: 'Existiert bereits',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
    invalidValue: 'Ungültiger Wert',
    invalidAddress: 'Ungültige Adresse',
    ibanBicIncorrect: 'IBAN und BIC sind nicht korrekt',
  },
};

/** Swiss usage: "nochmals" where German writes "erneut" for trying again. */
const deCH: Overrides<typeof en> = {
  error: {
    NETWORK_ERROR:
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmals.',
    INTERNAL_SERVER_ERROR: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später nochmals.',
    TOO_MANY_REQUESTS: 'Sie haben zu viele Anfragen gestellt. Bitte versuchen Sie es später nochmals.',
    SERVICE_UNAVAILABLE: 'Peach wird gerade gewartet. Bitte versuchen Sie es später nochmals.',
    general: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später nochmals.',
  },
};

export const errors = { en, de, deCH };
