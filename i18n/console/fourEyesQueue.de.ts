import type { Catalogue, Overrides } from '../types';
import type { fourEyesQueue } from './fourEyesQueue';

/** German and Swiss German of four eyes in the queue: part of the German chunk (the English: fourEyesQueue.ts). */
const de: Catalogue<typeof fourEyesQueue.en> = {
  resources: {
    disputes: { fields: { approval: 'Zweite Freigabe' } },
  },
  push: {
    proposed: 'Eine Entscheidung wartet auf eine zweite Freigabe',
    proposalDecided: 'Über eine vorgeschlagene Entscheidung wurde entschieden',
  },
  fourEyesQueue: {
    waiting: 'Wartet auf Freigabe',
    waitingBy: 'Wartet auf eine zweite Freigabe, vorgeschlagen von $0',
    filter: { label: 'Zweite Freigabe', all: 'Alle Fälle', waiting: 'Wartet auf Freigabe' },
  },
};

const deCH: Overrides<typeof fourEyesQueue.en> = {};

export const fourEyesQueueDe = { de, deCH };
