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

export const scammers = { en };
