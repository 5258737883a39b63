/**
 * The command palette (Ctrl+K): a chunk of its own that waits for the rest of English, so its
 * texts are part of it (i18n/enRest.ts).
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
    // an id that cannot exist, said with why (src/domain/search.ts impossibleIdOf)
    impossible: {
      contractSameOffer: 'No such contract can exist: a contract joins two different offers (like PC-8B-8C or 139-140).',
      contractForm: 'No such contract can exist: a contract id is PC- and two hex numbers (like PC-8B-8C), or two numbers (like 139-140).',
      offerForm: 'No such offer can exist: an offer id is P- and a hex number (like P-72).',
      peachForm: 'No such user can exist: a Peach id is "Peach" and hex digits 0–9 and a–f (like Peach02ab12cd).',
      userTooLong: 'No such user can exist: a user id has at most 66 hex characters.',
    },
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
};

export const palette = { en };
