import type { Catalogue, Overrides } from '../types';
import type { admin } from './admin';

/** German and Swiss German of the admin area: part of the German chunk, downloaded only when German is chosen (the English: admin.ts). */
const de: Catalogue<typeof admin.en> = {
  resources: {
    news: {
      name: 'Neuigkeit |||| Neuigkeiten',
      fields: { date: 'Datum', language: 'Sprache', text: 'Text', shareText: 'Text zum Teilen', url: 'URL' },
    },
    staff: {
      name: 'Mitarbeiterkonto |||| Mitarbeiterkonten',
      fields: { username: 'Benutzername', roles: 'Rollen', twoFactorSecretSet: '2FA eingerichtet', locked: 'Gesperrt' },
    },
    behaviourEvents: {
      name: 'Verhaltensereignis |||| Verhaltensereignisse',
      fields: { userId: 'Nutzer', type: 'Art', date: 'Zeit', details: 'Details', start: 'Von', end: 'Bis' },
    },
    complianceHashReuse: {
      name: 'Mehrfach genutzte Zahlungsdaten |||| Mehrfach genutzte Zahlungsdaten',
      fields: { hash: 'Hash der Zahlungsdaten', paymentMethod: 'Zahlungsmethode', userIds: 'Nutzer', firstSeen: 'Zuerst gesehen', lastSeen: 'Zuletzt gesehen', userId: 'Nutzer' },
    },
    grouphug: {
      name: 'GroupHug-Batch |||| GroupHug-Batches',
      fields: {
        creationDate: 'Eröffnet',
        participants: 'Teilnehmende',
        timeRemaining: 'Verbleibende Zeit',
        completed: 'Status',
        txId: 'Transaktions-ID',
        feeRate: 'Gebührensatz',
      },
    },
  },
  news: {
    listTitle: 'Veröffentlichte Neuigkeiten',
    empty: 'Noch keine Neuigkeiten',
    actions: 'Aktionen',
    created: 'Neuigkeit veröffentlicht',
    deleted: 'Neuigkeit gelöscht',
    create: { title: 'Neue Neuigkeit', submit: 'Veröffentlichen' },
    delete: {
      button: 'Löschen',
      label: 'Die Neuigkeit „$0“ löschen',
      title: 'Diese Neuigkeit löschen?',
      question: 'Diese Neuigkeit wird in der App nicht mehr angezeigt:',
      confirm: 'Neuigkeit löschen',
    },
    languages: { en: 'Englisch', de: 'Deutsch', 'de-CH': 'Schweizerdeutsch', fr: 'Französisch', it: 'Italienisch', es: 'Spanisch', pt: 'Portugiesisch' },
  },
  admin: {
    title: 'Verwaltung',
    empty: 'Keine Mitarbeiterkonten',
    actions: 'Aktionen',
    yes: 'Ja',
    no: 'Nein',
    roles: {
      button: 'Rollen ändern',
      buttonFor: 'Die Rollen von $0 ändern',
      title: 'Rollen von $0',
      question: '$0 erhält diese Rollen: $1. Änderung bestätigen?',
      unchanged: 'Wählen Sie die Rollen, die sich ändern sollen.',
      confirm: 'Änderung bestätigen',
      changed: 'Rollen geändert',
    },
    lock: {
      button: 'Sperren',
      buttonFor: '$0 sperren',
      title: '$0 sperren?',
      question: '$0 wird überall abgemeldet und kann sich erst nach dem Entsperren wieder anmelden.',
      confirm: 'Konto sperren',
      done: 'Konto gesperrt',
    },
    unlock: {
      button: 'Entsperren',
      buttonFor: '$0 entsperren',
      title: '$0 entsperren?',
      question: '$0 kann sich wieder anmelden.',
      confirm: 'Konto entsperren',
      done: 'Konto entsperrt',
    },
    create: {
      title: 'Neues Mitarbeiterkonto',
      submit: 'Konto anlegen',
      roleRequired: 'Wählen Sie mindestens eine Rolle',
      created: 'Konto angelegt',
      passwordTitle: 'Einmalpasswort von $0',
      passwordOnce:
        'Geben Sie dieses Passwort dem neuen Mitglied: Es wird nur jetzt angezeigt. Damit meldet es sich an und ändert es unter Einstellungen.',
    },
    jobs: {
      title: 'Jobs',
      name: 'Name',
      lastRun: 'Letzter Lauf',
      nextRun: 'Nächster Lauf',
      state: 'Status',
      empty: 'Keine Jobs',
      states: { idle: 'Bereit', running: 'Läuft', failed: 'Fehlgeschlagen', paused: 'Pausiert' },
    },
    start: {
      title: 'GroupHug starten',
      hint: 'Gibt die Auszahlungen von GroupHug nach einem Neustart frei. Dafür braucht es das Startpasswort von GroupHug.',
      password: 'Startpasswort',
      submit: 'Starten',
      started: 'GroupHug ist gestartet: Die Auszahlungen laufen.',
    },
  },
  compliance: {
    title: 'Compliance',
    emptyEvents: 'Keine Verhaltensereignisse',
    emptyHashes: 'Keine Zahlungsdaten, die von mehr als einem Konto genutzt werden',
    userIdHint: 'Die ganze Nutzer-ID (66 Zeichen)',
    types: {
      rapidCancellations: 'Schnelle Abbrüche',
      multipleAccounts: 'Mehrere Konten',
      paymentDataChanged: 'Zahlungsdaten geändert',
      highDisputeRate: 'Hohe Streitfallquote',
      unusualVolume: 'Ungewöhnliches Volumen',
      sanctionedCountryLogin: 'Anmeldung aus einem sanktionierten Land',
    },
  },
  grouphug: {
    empty: 'Keine Batches',
    open: 'Offen',
    completed: 'Abgeschlossen',
    ofMax: '$0 von $1',
    feeRate: '$0 sat/vB',
    days: '$0 Tag |||| $0 Tage',
    hours: '$0 Stunde |||| $0 Stunden',
    underAnHour: 'unter einer Stunde',
  },
};

/** Swiss German: the ß → ss of all German covers these texts; no other words differ. */
const deCH: Overrides<typeof admin.en> = {};

export const adminDe = { de, deCH };
