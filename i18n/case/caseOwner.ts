/** Who has a case, on the case page: the owner, taking and handing over (the rest of cases: cases.ts). */
const en = {
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
  },
};

export const caseOwner = { en };
