import type { Catalogue, Overrides } from '../types';

/**
 * Push notifications (spec §2): the banner text per notification type, as the platform's web tool
 * words them, and the link to the contract. An unknown type shows the message's own title, or
 * `push.unknown` without one.
 */
const en = {
  push: {
    contractChat: 'New message',
    disputeRaised: 'Dispute opened',
    disputeReminder: 'A dispute needs your attention',
    unknown: 'New unknown notification',
    openContract: 'Open contract $0',
  },
};

const de: Catalogue<typeof en> = {
  push: {
    contractChat: 'Neue Nachricht',
    disputeRaised: 'Streitfall eröffnet',
    disputeReminder: 'Ein Streitfall erfordert Ihre Aufmerksamkeit',
    unknown: 'Neue unbekannte Benachrichtigung',
    openContract: 'Vertrag $0 öffnen',
  },
};

/** Swiss German says nothing differently here. */
const deCH: Overrides<typeof en> = {};

export const push = { en, de, deCH };
