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

export const admin = { en };
