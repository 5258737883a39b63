import type { Catalogue, Overrides } from '../types';
import type { errors } from './errors';

/** German and Swiss German of the errors area: part of the German chunk, downloaded only when German is chosen (the English: errors.ts). */
const de: Catalogue<typeof errors.en> = {
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
    SVG_TOO_COMPLEX: 'Diese SVG-Datei ist zu komplex, um sie zu prüfen. Bitte laden Sie eine einfachere SVG-Datei oder ein PNG hoch.',
    ALREADY_EXISTS: 'Dieser Eintrag existiert bereits.',
    DISPUTE_ALREADY_RESOLVED: 'Dieser Streitfall wurde bereits entschieden.',
    SEARCH_TOO_BROAD: 'Diese Suche dauert zu lange. Bitte schränken Sie sie ein: eine längere ID, weniger Währungen oder Zahlungsmethoden oder eine frühere Seite.',
    CASE_ALREADY_TAKEN: 'Diesen Fall hat bereits $0 übernommen.',
    CASE_NOT_OPEN: 'Nur ein Vertrag mit einem offenen Streitfall kann übernommen werden: Dieser hat keinen.',
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
    maxLength: 'Höchstens $0 Zeichen',
    httpUrl: 'Eine URL, die mit http:// oder https:// beginnt',
    positiveSats: 'Eine ganze Zahl von Sats über 0',
    invalidAddress: 'Ungültige Adresse',
    ibanBicIncorrect: 'IBAN und BIC sind nicht korrekt',
  },
  userText: {
    unsafe: 'Entfernen Sie die Steuer- oder Richtungszeichen: Sie ließen den Text anders erscheinen, als er gespeichert ist.',
  },
};

/** Swiss usage: "nochmals" where German writes "erneut" for trying again. */
const deCH: Overrides<typeof errors.en> = {
  error: {
    NETWORK_ERROR:
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmals.',
    INTERNAL_SERVER_ERROR: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später nochmals.',
    TOO_MANY_REQUESTS: 'Sie haben zu viele Anfragen gestellt. Bitte versuchen Sie es später nochmals.',
    SERVICE_UNAVAILABLE: 'Peach wird gerade gewartet. Bitte versuchen Sie es später nochmals.',
    general: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später nochmals.',
  },
};

export const errorsDe = { de, deCH };
