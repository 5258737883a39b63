import type { Catalogue, Overrides } from '../types';
import type { shell } from './shell';

/** German and Swiss German of the shell area: part of the German chunk, downloaded only when German is chosen (the English: shell.ts). */
const de: Catalogue<typeof shell.en> = {
  app: {
    title: 'Peach Mitarbeiterkonsole',
    network: 'Netzwerk: $0',
    loading: 'Wird geladen',
    language: { label: 'Sprache', current: 'Sprache: $0', en: 'English', de: 'Deutsch', 'de-CH': 'Schweizerdeutsch' },
    settings: 'Einstellungen',
    logout: 'Abmelden',
    close: 'Schließen',
    optional: '(optional)',
    reload: 'Neu laden',
    error: {
      title: 'Fehler',
      unexpected: 'Unerwarteter Anwendungsfehler!',
      chunk: 'Ein Teil der Konsole konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    },
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Start',
    search: 'Suche',
    analytics: 'Analysen',
    news: 'Neuigkeiten',
    grouphug: 'GroupHug',
    escrows: 'Treuhandkonten',
    events: 'Events',
    admin: 'Verwaltung',
    compliance: 'Compliance',
    users: 'Nutzer',
    scammers: 'Betrüger',
  },
  roles: {
    label: 'Rollen',
    admin: 'Administration',
    mediator: 'Vermittlung',
    maintainer: 'Betreuung',
    analytics: 'Analysen',
    none: 'Keine Rolle zugewiesen',
  },
  home: {
    welcome: 'Willkommen, $0',
    yourRoles: 'Ihre Rollen: $0',
  },
  duration: { minutes: '$0 Min.', hours: '$0 Std.', days: '$0 Tg.' },
  404: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es nichts.',
    typed: 'Die aufgerufene Adresse:',
    backHome: 'Zurück zur Startseite',
  },
};

/** Swiss German says "Grüezi" where German says "Willkommen"; ß → ss is applied to all of German. */
const deCH: Overrides<typeof shell.en> = {
  home: { welcome: 'Grüezi $0' },
};

export const shellDe = { de, deCH };
