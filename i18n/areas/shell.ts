import type { Catalogue, Overrides } from '../types';

/** The app shell: app bar, navigation, banners, shared widgets, home, not-found, error pages, language names. */
const en = {
  app: {
    title: 'Peach staff console',
    network: 'Network: $0',
    loading: 'Loading',
    language: { label: 'Language', current: 'Language: $0', en: 'English', de: 'Deutsch', 'de-CH': 'Schweizerdeutsch' },
    settings: 'Settings',
    logout: 'Log out',
    close: 'Close',
    optional: '(optional)',
    reload: 'Reload',
    error: {
      title: 'Error',
      unexpected: 'Unexpected Application Error!',
      chunk: 'A part of the console could not be loaded. Please check your connection and reload the page.',
    },
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    search: 'Search',
    analytics: 'Analytics',
    news: 'News',
    grouphug: 'GroupHug',
    escrows: 'Escrows',
    events: 'Events',
    admin: 'Admin',
    compliance: 'Compliance',
    users: 'Users',
    scammers: 'Scammers',
  },
  roles: {
    label: 'Roles',
    admin: 'Admin',
    mediator: 'Mediator',
    maintainer: 'Maintainer',
    analytics: 'Analytics',
    none: 'No role assigned',
  },
  home: {
    welcome: 'Welcome, $0',
    yourRoles: 'Your roles: $0',
  },
  404: {
    title: 'Page not found',
    text: 'There is nothing at this address.',
    backHome: 'Back home',
  },
};

const de: Catalogue<typeof en> = {
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
  404: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es nichts.',
    backHome: 'Zurück zur Startseite',
  },
};

/** Swiss German says "Grüezi" where German says "Willkommen"; ß → ss is applied to all of German. */
const deCH: Overrides<typeof en> = {
  home: { welcome: 'Grüezi $0' },
};

export const shell = { en, de, deCH };
