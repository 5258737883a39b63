/**
 * Graded sanctions: the user page's card, a case's parties, warnings above search results, and
 * their lines in the audit trail (docs/decisions/sanctions.md).
 */
const fields = {
  kind: 'Kind',
  reason: 'Reason',
  appealNote: 'Appeal note',
  expiresAt: 'Ends on',
  dailyLimit: 'Daily limit (CHF)',
  days: 'Days',
};

const en = {
  resources: { sanctions: { name: 'Sanction |||| Sanctions', fields } },
  sanctions: {
    heading: 'Sanctions',
    empty: 'No sanctions so far',
    activeHeading: 'Active',
    pastHeading: 'Past',
    kind: { warning: 'Warning', limit: 'Trading limit', ban: 'Ban' },
    status: { active: 'Active', expired: 'Expired', lifted: 'Lifted' },
    givenBy: 'Given by $0 on $1',
    givenOn: 'Given on $0',
    until: 'until $0',
    noEnd: 'until lifted',
    limitValue: 'at most $0 CHF a day',
    appeal: 'Appeal: $0',
    expiredOn: 'Expired on $0',
    liftedBy: 'Lifted by $0 on $1: $2',
    liftedOn: 'Lifted on $0',
    give: {
      title: 'Give a sanction',
      submit: 'Give sanction',
      done: 'Sanction given',
      kindLabel: 'Kind of sanction',
      warningHint: 'A note shown on every case and search result with this user.',
      limitHint: 'Below the platform’s daily limit of $0 CHF, for the days given.',
      banHint: 'The platform’s ban: it has no end date and lasts until lifted.',
      expiresHint: 'Leave empty for a warning until lifted.',
    },
    lift: {
      button: 'Lift early',
      title: 'Lift this sanction early: $0',
      reason: 'Why it is lifted now',
      submit: 'Lift sanction',
      cancel: 'Cancel',
      done: 'Sanction lifted',
    },
    party: { label: 'Active sanctions of $0' },
    results: { heading: 'Warnings on users in these results', item: '$0: $1' },
    problem: {
      REASON_REQUIRED: 'Give a reason',
      TEXT_TOO_LONG: 'At most 500 characters',
      UNSAFE_TEXT: 'Remove control characters and direction marks',
      EXPIRY_IN_PAST: 'The end must be in the future (tomorrow at the earliest)',
      EXPIRY_INVALID: 'Enter a date',
      LIMIT_REQUIRED: 'Enter a whole number of francs above 0',
      LIMIT_ABOVE_PLATFORM: 'Must be below the platform’s daily limit of $0 CHF',
      DAYS_INVALID: 'From 1 to 365 days',
      KIND_INVALID: 'Choose a kind',
    },
  },
  audit: {
    action: { sanction: { give: 'Sanction given', lift: 'Sanction lifted', expire: 'Sanction expired' } },
    field: { sanction: 'Sanction', kind: 'Kind', dailyLimit: 'Daily limit (CHF)', expiresAt: 'Ends', appealNote: 'Appeal note', status: 'Status' },
  },
};

export const sanctions = { en };
