/**
 * The console's tools on every screen: the keyboard shortcuts and their "?" overlay, and the CSV
 * download of the lists (the command palette's texts: palette.ts).
 */
const en = {
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
