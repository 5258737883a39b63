import type { Catalogue, Overrides } from '../types';

/**
 * The scammers screen (spec §2 "Scammers"): banned users and payment-method hash reuse (§3),
 * served by routes of ours (docs/decisions/lookup.md).
 */
const en = {
  resources: {
    bannedUsers: {
      name: 'Banned user |||| Banned users',
      fields: {
        userId: 'User',
        bannedAt: 'Banned on',
        bannedBy: 'Banned by',
        reason: 'Reason',
        trades: 'Trades',
      },
    },
    hashReuse: {
      name: 'Payment-method hash reuse',
      fields: {
        hash: 'Payment-data hash',
        paymentMethod: 'Payment method',
        userIds: 'Accounts',
        bannedCount: 'Banned',
        firstSeen: 'First seen',
        lastSeen: 'Last seen',
      },
    },
  },
  scammers: {
    title: 'Scammers',
    bannedEmpty: 'No banned users',
    hashReuseEmpty: 'No payment data is used by more than one account',
    bannedOf: '$0 of $1',
    notRecorded: 'Not recorded',
  },
};

const de: Catalogue<typeof en> = {
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
const deCH: Overrides<typeof en> = {};

export const scammers = { en, de, deCH };
