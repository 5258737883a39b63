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
  // the one way an age or a wait is written, on every screen (the queue, escrows)
  duration: { minutes: '$0 min', hours: '$0 h', days: '$0 d' },
  404: {
    title: 'Page not found',
    text: 'There is nothing at this address.',
    typed: 'The address you opened:',
    backHome: 'Back home',
  },
};

export const shell = { en };
