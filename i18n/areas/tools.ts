/**
 * The console's tools on every screen: the command palette (Ctrl+K), the keyboard shortcuts and
 * their "?" overlay, and the CSV download of the lists.
 */
const en = {
  palette: {
    title: 'Command palette',
    input: 'Search or run a command',
    placeholder: 'Contract, user or offer id, a screen or an action…',
    results: 'Results',
    searching: 'Searching…',
    failed: 'The search failed. Please try again.',
    nothing: 'Nothing found',
    count: '$0 result |||| $0 results',
    hint: '↑ ↓ to move · Enter to open · Esc to close',
    group: { contracts: 'Contracts', users: 'Users', offers: 'Offers', screens: 'Screens', actions: 'Actions' },
    contractDetail: '$0 · $1 sats · $2',
    userDetail: '$0 · $1 trade |||| $0 · $1 trades',
    offerDetail: '$0 · $1 sats · $2',
    allInSearch: 'All $0 in Search',
    language: 'Language: $0',
    theme: { light: 'Switch to the light theme', dark: 'Switch to the dark theme' },
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    ctrl: 'Ctrl or ⌘',
    enter: 'Enter',
    scope: { everywhere: 'Everywhere', queue: 'Dispute queue', case: 'Case' },
    palette: 'Open the command palette',
    help: 'Show these shortcuts',
    queue: {
      next: 'Next case',
      previous: 'Previous case',
      open: 'Open the case',
      filter: 'Filter by contract or user id',
    },
    case: {
      next: 'Next case of the queue',
      previous: 'Previous case of the queue',
      chat: 'Write in the chat',
      resolution: 'Go to the resolution',
    },
    noNext: 'This is the last case of the queue',
    noPrevious: 'This is the first case of the queue',
  },
  export: {
    button: 'Download CSV',
    starting: 'Preparing the file…',
    progress: 'Fetched $0 of $1 rows',
    truncated: 'The file holds the first $0 rows. Narrow the filters for the rest.',
    /** headers of CSV columns whose table shows something else (an age for a time) */
    column: { raised: 'Raised (UTC)', created: 'Created (UTC)' },
  },
};

export const tools = { en };
