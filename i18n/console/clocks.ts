/** The case clocks: the queue's waits, the case's clock and the thresholds under Admin (docs/decisions/case-clocks.md). */
const en = {
  resources: {
    disputes: { fields: { waitOnUs: 'Waiting on us', unattendedHours: 'Unattended over (hours)' } },
  },
  clocks: {
    queue: {
      sort: 'Longest wait on us',
      none: 'Nobody waits on us',
      due: '$0, past the threshold',
      late: '$0, past twice the threshold',
    },
    case: {
      heading: 'Clock',
      raised: 'Raised',
      firstReply: 'First reply',
      noReply: 'No reply yet',
      ago: '$0 ($1 ago)',
      waiting: 'Waiting',
      buyer: 'The buyer has waited $0 for a reply',
      seller: 'The seller has waited $0 for a reply',
      both: 'Both traders have waited $0 for a reply',
      staff: 'We have waited $0 for the traders',
      due: 'Past the threshold',
      late: 'Past twice the threshold',
    },
    thresholds: {
      title: 'Case clock thresholds',
      help: 'An open case past a threshold alerts its owner (nobody owns it: every mediator); past twice the threshold, or with its owner signed out, the admins too.',
      firstReplyHours: 'First reply within (hours)',
      answerHours: 'Any trader message answered within (hours)',
      resolutionDays: 'Resolution within (days)',
      range: 'A whole number from $0 to $1',
      save: 'Save thresholds',
      saved: 'Thresholds saved',
    },
  },
};

export const clocks = { en };
