import type { Catalogue, Overrides } from '../types';

/** Admin screens of issue 10: news, staff accounts, jobs and GroupHug's start, compliance, GroupHug batches. */
const en = {
  resources: {
    news: {
      name: 'News |||| News',
      fields: { date: 'Date', language: 'Language', text: 'Text', shareText: 'Share text', url: 'URL' },
    },
    staff: {
      name: 'Staff account |||| Staff accounts',
      fields: { username: 'Username', roles: 'Roles', twoFactorSecretSet: '2FA set', locked: 'Locked' },
    },
    behaviourEvents: {
      name: 'Behaviour event |||| Behaviour events',
      fields: { userId: 'User', type: 'Type', date: 'Time', details: 'Details', start: 'From', end: 'Until' },
    },
    complianceHashReuse: {
      name: 'Payment data reused |||| Payment data reused',
      fields: { hash: 'Payment data hash', paymentMethod: 'Payment method', userIds: 'Users', firstSeen: 'First seen', lastSeen: 'Last seen', userId: 'User' },
    },
    grouphug: {
      name: 'GroupHug batch |||| GroupHug batches',
      fields: {
        creationDate: 'Opened',
        participants: 'Participants',
        timeRemaining: 'Time remaining',
        completed: 'State',
        txId: 'Transaction ID',
        feeRate: 'Fee rate',
      },
    },
  },
  news: {
    listTitle: 'Published news',
    empty: 'No news yet',
    actions: 'Actions',
    created: 'News published',
    deleted: 'News deleted',
    create: { title: 'New news item', submit: 'Publish' },
    delete: {
      button: 'Delete',
      label: 'Delete the news “$0”',
      title: 'Delete this news item?',
      question: 'This news item will no longer be shown in the app:',
      confirm: 'Delete news',
    },
    languages: { en: 'English', de: 'German', 'de-CH': 'Swiss German', fr: 'French', it: 'Italian', es: 'Spanish', pt: 'Portuguese' },
  },
  admin: {
    title: 'Admin',
    empty: 'No staff accounts',
    actions: 'Actions',
    yes: 'Yes',
    no: 'No',
    roles: {
      button: 'Change roles',
      buttonFor: 'Change the roles of $0',
      title: 'Roles of $0',
      question: '$0 will have these roles: $1. Confirm the change?',
      unchanged: 'Choose the roles to change.',
      confirm: 'Confirm change',
      changed: 'Roles changed',
    },
    lock: {
      button: 'Lock',
      buttonFor: 'Lock $0',
      title: 'Lock $0?',
      question: '$0 will be signed out everywhere and cannot sign in until unlocked.',
      confirm: 'Lock account',
      done: 'Account locked',
    },
    unlock: {
      button: 'Unlock',
      buttonFor: 'Unlock $0',
      title: 'Unlock $0?',
      question: '$0 will be able to sign in again.',
      confirm: 'Unlock account',
      done: 'Account unlocked',
    },
    create: {
      title: 'New staff account',
      submit: 'Create account',
      created: 'Account created',
      passwordTitle: 'One-time password of $0',
      passwordOnce:
        'Give this password to the new member: it is shown only now. They sign in with it and change it in Settings.',
    },
    jobs: {
      title: 'Jobs',
      name: 'Name',
      lastRun: 'Last run',
      nextRun: 'Next run',
      state: 'State',
      empty: 'No jobs',
      states: { idle: 'Idle', running: 'Running', failed: 'Failed', paused: 'Paused' },
    },
    start: {
      title: 'Start GroupHug',
      hint: 'Unlocks GroupHug’s payouts after a restart. It needs GroupHug’s start password.',
      password: 'Start password',
      submit: 'Start',
      started: 'GroupHug started at $0.',
      already: 'GroupHug was already started at $0; nothing changed.',
    },
  },
  compliance: {
    title: 'Compliance',
    emptyEvents: 'No behaviour events',
    emptyHashes: 'No payment data used by more than one account',
    userIdHint: 'The whole user id (66 characters)',
    types: {
      rapidCancellations: 'Rapid cancellations',
      multipleAccounts: 'Multiple accounts',
      paymentDataChanged: 'Payment data changed',
      highDisputeRate: 'High dispute rate',
      unusualVolume: 'Unusual volume',
      sanctionedCountryLogin: 'Login from a sanctioned country',
    },
  },
  grouphug: {
    empty: 'No batches',
    open: 'Open',
    completed: 'Completed',
    ofMax: '$0 of $1',
    feeRate: '$0 sat/vB',
  },
};

const de: Catalogue<typeof en> = {
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
      started: 'GroupHug wurde um $0 gestartet.',
      already: 'GroupHug lief bereits seit $0; nichts wurde geändert.',
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
  },
};

/** Swiss German: the ß → ss of all German covers these texts; no other words differ. */
const deCH: Overrides<typeof en> = {};

export const admin = { en, de, deCH };
