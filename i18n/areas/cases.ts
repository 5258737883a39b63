/** Who is on a case: the owner, taking and handing over, presence, the queue's owner filter. */
const en = {
  resources: {
    disputes: { fields: { owner: 'Owner' } },
  },
  cases: {
    owner: {
      heading: 'Who is on this case',
      none: 'Nobody has taken this case',
      takenBy: 'Taken by $0',
      mine: 'You have taken this case',
      since: 'since $0',
    },
    take: { button: 'Take case', done: 'You have taken this case' },
    handOver: {
      button: 'Hand over',
      title: 'Hand this case over',
      staff: 'Staff member',
      submit: 'Hand over',
      cancel: 'Cancel',
      done: 'The case is now with $0',
    },
    notice: 'Taken by $0. Agree with them before you write in the chat or resolve this case.',
    presence: {
      here: 'Also on this case now',
      nobody: 'Nobody else has this case open',
      queue: 'Open now by $0',
    },
    filter: { label: 'Whose cases', all: "Everyone's", mine: 'Mine', unassigned: 'Unassigned' },
  },
};

export const cases = { en };
