/** Who is on a case, as the queue shows it: presence and the owner filter (the case page's own: caseOwner.ts). */
const en = {
  resources: {
    disputes: { fields: { owner: 'Owner' } },
  },
  cases: {
    presence: {
      here: 'Also on this case now',
      nobody: 'Nobody else has this case open',
      queue: 'Open now by $0',
    },
    filter: { label: 'Whose cases', all: "Everyone's", mine: 'Mine', unassigned: 'Unassigned' },
  },
};

export const cases = { en };
