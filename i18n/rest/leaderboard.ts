/** The bonus-points overview at /users (spec §2, §3). */
const en = {
  resources: {
    bonusPoints: {
      name: 'Bonus points |||| Bonus points',
      fields: {
        id: 'User',
        referredAmount: 'Referred trading amount (sats)',
        bonusPoints: 'Bonus points',
        sats: 'Sats',
        referralCodes: 'Referral codes',
      },
    },
  },
  leaderboard: {
    title: 'Bonus points and referrals',
    table: 'Leaderboard',
    empty: 'Nobody has bonus points, a referral code or referred trading yet.',
    showMore: 'Show more',
    totals: {
      title: 'Totals',
      users: 'Users',
      referredTradingAmount: 'Referred trading amount (sats)',
      bonusPoints: 'Bonus points',
      satsEquivalent: 'Sats equivalent',
      satsPaid: 'Sats paid',
      refCodesRedeemed: 'Referral codes redeemed',
    },
  },
};

export const leaderboard = { en };
