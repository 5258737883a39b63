import type { Catalogue, Overrides } from '../types';
import type { scammers } from './scammers';

/** German and Swiss German of the scammers area: part of the German chunk, downloaded only when German is chosen (the English: scammers.ts). */
const de: Catalogue<typeof scammers.en> = {
  resources: {
    bannedUsers: {
      name: 'Gesperrter Nutzer |||| Gesperrte Nutzer',
      fields: {
        userId: 'Nutzer',
        bannedAt: 'Gesperrt am',
        bannedBy: 'Gesperrt von',
        reason: 'Grund',
        trades: 'Trades',
      },
    },
    hashReuse: {
      name: 'Mehrfach genutzte Zahlungsdaten',
      fields: {
        hash: 'Hash der Zahlungsdaten',
        paymentMethod: 'Zahlungsmethode',
        userIds: 'Konten',
        bannedCount: 'Gesperrt',
        firstSeen: 'Zuerst gesehen',
        lastSeen: 'Zuletzt gesehen',
      },
    },
  },
  scammers: {
    title: 'Betrüger',
    bannedEmpty: 'Keine gesperrten Nutzer',
    hashReuseEmpty: 'Keine Zahlungsdaten werden von mehr als einem Konto genutzt',
    bannedOf: '$0 von $1',
    notRecorded: 'Nicht erfasst',
  },
};

/** Swiss German: these words read the same in Switzerland (ß → ss is applied to all of German). */
const deCH: Overrides<typeof scammers.en> = {};

export const scammersDe = { de, deCH };
