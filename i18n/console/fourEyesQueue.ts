/** Four eyes as the queue shows it: the column of a waiting proposal and its filter (the case's own: case/fourEyes.ts). */
const en = {
  resources: {
    disputes: { fields: { approval: 'Second approval' } },
  },
  push: {
    proposed: 'A resolution awaits a second approval',
    proposalDecided: 'A proposed resolution was decided',
  },
  fourEyesQueue: {
    waiting: 'Awaiting approval',
    waitingBy: 'Awaiting a second approval, proposed by $0',
    filter: { label: 'Second approval', all: 'All cases', waiting: 'Awaiting approval' },
  },
};

export const fourEyesQueue = { en };
